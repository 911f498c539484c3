import { createHash } from 'node:crypto';
import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** Expired windows removed per hit: each hit adds at most one row, so the sweep keeps up. */
const PRUNE_PER_HIT = 4;

/** Counter keys are stored hashed, so the table holds no IP or e-mail address in the clear. */
const hashedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Runs `write` with `synchronous=NORMAL` on the connection, then puts the previous setting back
 * (also when `write` throws). In WAL mode a NORMAL commit is not synced until the next FULL
 * commit or checkpoint syncs the log: a power cut may forget the last few counts, never
 * corrupt the file, and the enquiry that follows still commits with FULL. Same connection on
 * purpose: a second one would make SQLite drop the main connection's page cache after every
 * counter commit, which cost each enquiry more CPU than the fsync saved (ADR 015).
 */
function withoutFsync<T>(db: Db, write: () => T): T {
  const previous = db.$client.pragma('synchronous', { simple: true }) as number;
  db.$client.pragma('synchronous = NORMAL');
  try {
    return write();
  } finally {
    db.$client.pragma(`synchronous = ${previous}`);
  }
}

/**
 * Rate-limit counters in the `rate_limit_windows` table, so a restart (or a second process on
 * the same file) keeps every caller's budget. Each hit is one upsert that starts a new window
 * when the old one has ended, plus a sweep of at most a few expired windows, in one transaction.
 * That transaction commits without an fsync (`withoutFsync`); the connection stays FULL otherwise.
 *
 * @example
 * const store = new SqliteRateLimitStore(openDatabase('./data/flo.db'));
 * store.hit('login:203.0.113.7', 60_000, Date.now()); // { count: 1, resetAt }
 */
export class SqliteRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number } {
    const resetAt = now + windowMs;
    const ended = sql`${rateLimitWindows.resetAt} <= ${now}`;
    return withoutFsync(this.db, () =>
      this.db.transaction((tx) => {
        const expired = tx
          .select({ key: rateLimitWindows.key })
          .from(rateLimitWindows)
          .where(lte(rateLimitWindows.resetAt, now))
          .limit(PRUNE_PER_HIT);
        tx.delete(rateLimitWindows).where(inArray(rateLimitWindows.key, expired)).run();
        return tx
          .insert(rateLimitWindows)
          .values({ key: hashedKey(key), count: 1, resetAt })
          .onConflictDoUpdate({
            target: rateLimitWindows.key,
            set: {
              count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
              resetAt: sql`case when ${ended} then ${resetAt} else ${rateLimitWindows.resetAt} end`,
            },
          })
          .returning({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt })
          .get();
      }),
    );
  }

  reset(key: string): void {
    withoutFsync(this.db, () =>
      this.db
        .delete(rateLimitWindows)
        .where(eq(rateLimitWindows.key, hashedKey(key)))
        .run(),
    );
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
