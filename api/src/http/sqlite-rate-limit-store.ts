import { hash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { commitDurably } from '../db/group-commit.ts';
import { rateLimitWindows } from '../db/schema.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** Expired windows removed per hit: each hit adds at most one row, so the sweep keeps up. */
const PRUNE_PER_HIT = 4;
/**
 * The same limit written into the SQL (drizzle inlines an SQL object as the limit): a bound
 * `limit ?` lets SQLite's planner use the value, so it re-prepares the statement on every run.
 */
const PRUNE_LIMIT = sql.raw(String(PRUNE_PER_HIT)) as unknown as number;

/** Counter keys are stored hashed, so the table holds no IP or e-mail address in the clear. */
const hashedKey = (key: string) => hash('sha256', key, 'base64url');

type Window = { count: number; resetAt: number };

/**
 * The counters' statements, prepared once per connection. The hit is a better-sqlite3
 * transaction function, so inside the group commit's transaction it runs as a savepoint.
 */
function prepareCounters(db: Db) {
  const now = sql.placeholder('now');
  const resetAt = sql.placeholder('resetAt');
  const ended = sql`${rateLimitWindows.resetAt} <= ${now}`;
  const expired = db
    .select({ key: rateLimitWindows.key })
    .from(rateLimitWindows)
    .where(lte(rateLimitWindows.resetAt, now))
    .limit(PRUNE_LIMIT);
  const sweep = db.delete(rateLimitWindows).where(inArray(rateLimitWindows.key, expired)).prepare();
  const count = db
    .insert(rateLimitWindows)
    .values({ key: sql.placeholder('key'), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
        resetAt: sql`case when ${ended} then ${resetAt} else ${rateLimitWindows.resetAt} end`,
      },
    })
    .returning({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt })
    .prepare();
  return {
    hit: db.$client.transaction((values: { key: string; now: number; resetAt: number }) => {
      sweep.run(values);
      return count.get(values) as Window;
    }),
    forget: db
      .delete(rateLimitWindows)
      .where(eq(rateLimitWindows.key, sql.placeholder('key')))
      .prepare(),
  };
}

type Counters = ReturnType<typeof prepareCounters>;
const countersByConnection = new WeakMap<Database.Database, Counters>();

function countersOf(db: Db): Counters {
  let counters = countersByConnection.get(db.$client);
  if (!counters) {
    counters = prepareCounters(db);
    countersByConnection.set(db.$client, counters);
  }
  return counters;
}

/**
 * Rate-limit counters in the `rate_limit_windows` table, so a restart (or a second process on
 * the same file) keeps every caller's budget. Each hit is one upsert that starts a new window
 * when the old one has ended, plus a sweep of at most a few expired windows. Hits and resets
 * join the group commit (`commitDurably`, ADR 016): under load the counters of many requests
 * share the transaction and fsync of the enquiries arriving with them, instead of one commit
 * each. The statements are prepared once per connection, so a hit builds no SQL.
 *
 * @example
 * const store = new SqliteRateLimitStore(openDatabase('./data/flo.db'));
 * await store.hit('login:203.0.113.7', 60_000, Date.now()); // { count: 1, resetAt }
 */
export class SqliteRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  hit(key: string, windowMs: number, now: number): Promise<Window> {
    const counters = countersOf(this.db);
    const values = { key: hashedKey(key), now, resetAt: now + windowMs };
    return commitDurably(this.db, () => counters.hit(values));
  }

  async reset(key: string): Promise<void> {
    const counters = countersOf(this.db);
    await commitDurably(this.db, () => counters.forget.run({ key: hashedKey(key) }));
  }
}

/**
 * Deletes every counter window that ended before `now`, in batches of 500 along the
 * `reset_at` index, at most `limit` rows a call; answers how many went. The retention job
 * calls it hourly, so a hashed address outlives its window by an hour at most even when no
 * new request sweeps it.
 *
 * @example
 * sweepEndedRateLimitWindows(db, Date.now()); // 12
 */
export function sweepEndedRateLimitWindows(db: Db, now: number, limit = 10_000): number {
  let removed = 0;
  while (removed < limit) {
    const ended = db
      .select({ key: rateLimitWindows.key })
      .from(rateLimitWindows)
      .where(lte(rateLimitWindows.resetAt, now))
      .limit(Math.min(500, limit - removed));
    const { changes } = db
      .delete(rateLimitWindows)
      .where(inArray(rateLimitWindows.key, ended))
      .run();
    removed += changes;
    if (changes === 0) break;
  }
  return removed;
}
