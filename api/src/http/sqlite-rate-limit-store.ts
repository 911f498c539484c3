import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { eq, inArray, lte, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { rateLimitWindows } from '../db/schema.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** Expired windows removed per hit: each hit adds at most one row, so the sweep keeps up. */
const PRUNE_PER_HIT = 4;

/** Counter keys are stored hashed, so the table holds no IP or e-mail address in the clear. */
const hashedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * A second connection to an already migrated database file, for the rate-limit counters alone.
 * `synchronous` is a per-connection setting: here NORMAL, so a counter's commit does not wait
 * for an fsync (a power cut may forget the last few counts, never corrupt the file), while the
 * main connection keeps FULL for enquiries. In WAL mode the next FULL commit syncs the log up to
 * and including these frames, so an enquiry's durability does not depend on this connection.
 *
 * @example
 * const rateLimitDb = openRateLimitDatabase('./data/flo.db');
 * const store = new SqliteRateLimitStore(rateLimitDb);
 * rateLimitDb.$client.close(); // on shutdown, beside the main connection
 */
export function openRateLimitDatabase(path: string): Db {
  const sqlite = new Database(path, { fileMustExist: true });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as Db;
}

/**
 * Rate-limit counters in the `rate_limit_windows` table, so a restart (or a second process on
 * the same file) keeps every caller's budget. Each hit is one upsert that starts a new window
 * when the old one has ended, plus a sweep of at most a few expired windows, in one transaction.
 * The server gives it its own `openRateLimitDatabase` connection, so a hit costs no fsync.
 *
 * @example
 * const store = new SqliteRateLimitStore(openRateLimitDatabase('./data/flo.db'));
 * store.hit('login:203.0.113.7', 60_000, Date.now()); // { count: 1, resetAt }
 */
export class SqliteRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number } {
    const resetAt = now + windowMs;
    const ended = sql`${rateLimitWindows.resetAt} <= ${now}`;
    return this.db.transaction((tx) => {
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
    });
  }

  reset(key: string): void {
    this.db
      .delete(rateLimitWindows)
      .where(eq(rateLimitWindows.key, hashedKey(key)))
      .run();
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
