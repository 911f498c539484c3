import { eq, inArray, lte, sql } from 'drizzle-orm';
import { changes, type EngineScope, perScope, row, type Steps } from '../db/engine/index.ts';

/*
 * The rate_limit_windows repository, written once for SQLite and PostgreSQL (ADR 050): units
 * of work that the counters' store (database-rate-limit-store.ts) and the retention job run.
 */

/**
 * Expired windows removed per window written: each adds at most one row, so the sweep keeps
 * up. Written into the SQL, since a bound `limit ?` makes SQLite re-prepare on every run.
 */
const PRUNE_PER_WINDOW = 4;

/** A counter's window as the table holds it. */
export type StoredWindow = { count: number; resetAt: number };
/** Hits of one window to add to the table: `start` is when the window began. */
export type WindowHits = { key: string; pending: number; resetAt: number; start: number };

const statements = perScope(({ db, tables: { rateLimitWindows } }) => {
  const expired = db
    .select({ key: rateLimitWindows.key })
    .from(rateLimitWindows)
    .where(lte(rateLimitWindows.resetAt, sql.placeholder('now')))
    .limit(sql.raw(String(PRUNE_PER_WINDOW)) as unknown as number);
  const start = sql.placeholder('start');
  const ended = sql`${rateLimitWindows.resetAt} <= ${start}`;
  const pending = sql.placeholder('pending');
  const resetAt = sql.placeholder('resetAt');
  return {
    read: db
      .select({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, sql.placeholder('key')))
      .prepare(),
    // Adds this process's hits to the stored window, or replaces a window that had ended
    // before ours began; another process's hits in the same window add up.
    add: db
      .insert(rateLimitWindows)
      .values({ key: sql.placeholder('key'), count: pending, resetAt })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${ended} then ${pending} else ${rateLimitWindows.count} + ${pending} end`,
          resetAt: sql`case when ${ended} then ${resetAt} else ${rateLimitWindows.resetAt} end`,
        },
      })
      .prepare(),
    sweep: db.delete(rateLimitWindows).where(inArray(rateLimitWindows.key, expired)).prepare(),
    forget: db
      .delete(rateLimitWindows)
      .where(eq(rateLimitWindows.key, sql.placeholder('key')))
      .prepare(),
  };
});

/**
 * The stored window of the (hashed) counter key, if any.
 *
 * @example
 * const stored = await engine.run(readWindow, key); // { count: 3, resetAt } or undefined
 */
export function* readWindow(on: EngineScope, key: string): Steps<StoredWindow | undefined> {
  return yield* row(statements(on).read, { key });
}

/**
 * Adds each window's hits to the table, then sweeps up to `PRUNE_PER_WINDOW` expired windows
 * (ended by `now`) per window written; run in one transaction by the store's flush.
 *
 * @example
 * await engine.commit(writeWindows, [{ key, pending: 2, resetAt, start }], Date.now());
 */
export function* writeWindows(on: EngineScope, windows: WindowHits[], now: number): Steps<void> {
  const { add, sweep } = statements(on);
  for (const hits of windows) yield* changes(add, hits);
  for (let i = 0; i < windows.length; i++) {
    if ((yield* changes(sweep, { now })) < PRUNE_PER_WINDOW) break;
  }
}

/**
 * Deletes the counter key's window; answers 1 if there was one.
 *
 * @example
 * await engine.commit(forgetWindow, key);
 */
export function* forgetWindow(on: EngineScope, key: string): Steps<number> {
  return yield* changes(statements(on).forget, { key });
}

/**
 * Deletes every counter window that ended before `now`, in batches of 500 along the
 * `reset_at` index, at most `limit` rows a run; answers how many went. The retention job
 * runs it hourly, so a hashed address outlives its window by an hour at most even when no
 * new request sweeps it.
 *
 * @example
 * await engine.run(sweepEndedRateLimitWindows, Date.now(), 10_000); // 12
 */
export function* sweepEndedRateLimitWindows(
  { db, tables: { rateLimitWindows } }: EngineScope,
  now: number,
  limit: number,
): Steps<number> {
  let removed = 0;
  while (removed < limit) {
    const ended = db
      .select({ key: rateLimitWindows.key })
      .from(rateLimitWindows)
      .where(lte(rateLimitWindows.resetAt, now))
      .limit(Math.min(500, limit - removed));
    const changed = yield* changes(
      db.delete(rateLimitWindows).where(inArray(rateLimitWindows.key, ended)),
    );
    removed += changed;
    if (changed === 0) break;
  }
  return removed;
}
