import { hash } from 'node:crypto';
import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { commitDurably } from '../db/group-commit.ts';
import { perConnection } from '../db/per-connection.ts';
import { rateLimitWindows } from '../db/schema.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** How long hits are counted in memory before they are written, at most. */
export const RATE_LIMIT_FLUSH_MS = 1000;
/**
 * Windows written per flush transaction: 2,000 new windows took 7 to 15 ms on the
 * 50,000-specialist file, well inside the 50 ms a request may hold the event loop; more
 * waiting windows are written by the flushes after it.
 */
export const WINDOWS_PER_FLUSH = 2000;
/**
 * Expired windows removed per window written: each adds at most one row, so the sweep keeps
 * up. Written into the SQL, since a bound `limit ?` makes SQLite re-prepare on every run.
 */
const PRUNE_PER_WINDOW = 4;

/** Counter keys are stored hashed, so the table holds no IP or e-mail address in the clear. */
const hashedKey = (key: string) => hash('sha256', key, 'base64url');

type Window = { count: number; resetAt: number };
/** A window as this process counts it: `stored` hits already written, `pending` since then. */
type CountedWindow = { stored: number; pending: number; resetAt: number; windowMs: number };

const statements = perConnection((db) => {
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
 * Rate-limit counters kept in the `rate_limit_windows` table, so a restart (or a second
 * process on the same file) keeps every caller's budget. A hit is counted in memory on top of
 * the window read from the table, and the windows hit since the last flush are written
 * together within `flushMs` (ADR 019): a public POST costs no write of its own, and a flood
 * of requests costs one small transaction a second. A crash forgets at most the last
 * second's hits; `flush()` writes them at shutdown. Resets are written at once.
 *
 * @example
 * const store = new SqliteRateLimitStore(openDatabase('./data/flo.db'));
 * store.hit('login:203.0.113.7', 60_000, Date.now()); // { count: 1, resetAt }
 * await store.flush();
 */
export class SqliteRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, CountedWindow>();
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;
  private failing = false;
  private latestHit = 0;

  constructor(
    private readonly db: Db,
    private readonly options: { flushMs?: number; onError?: (error: unknown) => void } = {},
  ) {}

  hit(key: string, windowMs: number, now: number): Window {
    const hashed = hashedKey(key);
    let window = this.windows.get(hashed);
    if (!window || window.resetAt <= now) {
      const stored = statements(this.db).read.get({ key: hashed });
      window =
        stored && stored.resetAt > now
          ? { stored: stored.count, pending: 0, resetAt: stored.resetAt, windowMs }
          : { stored: 0, pending: 0, resetAt: now + windowMs, windowMs };
      this.windows.set(hashed, window);
    }
    window.pending += 1;
    this.latestHit = Math.max(this.latestHit, now);
    this.scheduleFlush();
    return { count: window.stored + window.pending, resetAt: window.resetAt };
  }

  async reset(key: string): Promise<void> {
    const hashed = hashedKey(key);
    this.windows.delete(hashed);
    await commitDurably(this.db, () => statements(this.db).forget.run({ key: hashed }));
  }

  /** Writes every hit counted so far; resolves once they are on disk. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.windows.size > 0) await this.flushSome();
  }

  private scheduleFlush(): void {
    if (this.windows.size >= WINDOWS_PER_FLUSH && !this.failing) {
      this.flushInBackground();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flushInBackground();
      }, this.options.flushMs ?? RATE_LIMIT_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** One flush at a time; after a failure (the windows put back) the next waits for the timer. */
  private flushInBackground(): void {
    if (this.flushing) return;
    this.flushing = true;
    this.flushSome().then(
      () => {
        this.flushing = false;
        this.failing = false;
        if (this.windows.size > 0) this.scheduleFlush();
      },
      (error: unknown) => {
        this.flushing = false;
        this.failing = true;
        (this.options.onError ?? console.error)(error);
        this.scheduleFlush();
      },
    );
  }

  /**
   * Writes up to `WINDOWS_PER_FLUSH` windows in the group commit. They leave memory as they
   * are written, and the next hit on one reads it back; if the write fails they are put back.
   */
  private flushSome(): Promise<void> {
    const taken: [string, CountedWindow][] = [];
    return commitDurably(this.db, () => {
      const { add, sweep } = statements(this.db);
      for (const entry of this.windows) {
        taken.push(entry);
        if (taken.length === WINDOWS_PER_FLUSH) break;
      }
      for (const [key] of taken) this.windows.delete(key);
      for (const [key, { pending, resetAt, windowMs }] of taken) {
        add.run({ key, pending, resetAt, start: resetAt - windowMs });
      }
      for (let i = 0; i < taken.length; i++) {
        if (sweep.run({ now: this.latestHit }).changes < PRUNE_PER_WINDOW) break;
      }
    }).catch((error: unknown) => {
      this.putBack(taken);
      throw error;
    });
  }

  private putBack(taken: [string, CountedWindow][]): void {
    for (const [key, window] of taken) {
      const newer = this.windows.get(key);
      if (!newer) this.windows.set(key, window);
      else if (newer.resetAt === window.resetAt) newer.pending += window.pending;
    }
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
