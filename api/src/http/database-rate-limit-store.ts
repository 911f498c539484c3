import { hash } from 'node:crypto';
import type { Engine } from '../db/engine/index.ts';
import type { RateLimitStore } from './rate-limit.ts';
import { forgetWindow, readWindow, type StoredWindow, writeWindows } from './rate-limit-windows.ts';

/** How long hits are counted in memory before they are written, at most. */
export const RATE_LIMIT_FLUSH_MS = 1000;
/**
 * Windows written per flush transaction: 2,000 new windows took 7 to 15 ms on the
 * 50,000-specialist file, well inside the 50 ms a request may hold the event loop; more
 * waiting windows are written by the flushes after it.
 */
export const WINDOWS_PER_FLUSH = 2000;

/** Counter keys are stored hashed, so the table holds no IP or e-mail address in the clear. */
const hashedKey = (key: string) => hash('sha256', key, 'base64url');

/** A window as this process counts it: `stored` hits already written, `pending` since then. */
type CountedWindow = { stored: number; pending: number; resetAt: number; windowMs: number };
/** The hits of one window a flush writes: `pending` as it was when the flush took it. */
type Taken = { key: string; window: CountedWindow; pending: number };

/**
 * Rate-limit counters kept in the `rate_limit_windows` table of the engine's database (the
 * SQLite file, or PostgreSQL shared by every node), so a restart or another process keeps
 * every caller's budget. A hit is counted in memory on top of the window read from the table,
 * and the windows hit since the last flush are written together within `flushMs` (ADR 019):
 * a public POST costs no write of its own, and a flood of requests costs one small
 * transaction a second. A crash forgets at most the last second's hits; `flush()` writes them
 * at shutdown. Resets are written at once.
 *
 * @example
 * const store = new DatabaseRateLimitStore(sqliteEngine(openDatabase('./data/flo.db')));
 * await store.hit('login:203.0.113.7', 60_000, Date.now()); // { count: 1, resetAt }
 * await store.flush();
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, CountedWindow>();
  /** Windows with hits no flush has taken yet. */
  private readonly unwritten = new Set<string>();
  /** Windows being read from the table, so hits arriving meanwhile wait for the same read. */
  private readonly reading = new Map<string, Promise<StoredWindow | undefined>>();
  /** Flushes and resets, one after another, so a reset is never undone by a flush before it. */
  private writes: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;
  private failing = false;
  private latestHit = 0;

  constructor(
    private readonly engine: Engine,
    private readonly options: { flushMs?: number; onError?: (error: unknown) => void } = {},
  ) {}

  /**
   * Answers at once when the window is in memory, or on SQLite, which reads it without
   * yielding; with a promise when PostgreSQL reads it.
   */
  hit(key: string, windowMs: number, now: number): StoredWindow | Promise<StoredWindow> {
    const hashed = hashedKey(key);
    const window = this.windows.get(hashed);
    if (window && window.resetAt > now) return this.count(hashed, window, now);
    const stored = this.read(hashed);
    const begin = (found: StoredWindow | undefined) =>
      this.count(hashed, this.begin(hashed, found, windowMs, now), now);
    return stored instanceof Promise ? stored.then(begin) : begin(stored);
  }

  async reset(key: string): Promise<void> {
    const hashed = hashedKey(key);
    this.windows.delete(hashed);
    this.unwritten.delete(hashed);
    await this.serially(() => this.engine.commit(forgetWindow, hashed));
  }

  /** Writes every hit counted so far; resolves once they are on disk. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.unwritten.size > 0) await this.serially(() => this.flushSome());
  }

  private count(key: string, window: CountedWindow, now: number): StoredWindow {
    window.pending += 1;
    this.unwritten.add(key);
    this.latestHit = Math.max(this.latestHit, now);
    this.scheduleFlush();
    return { count: window.stored + window.pending, resetAt: window.resetAt };
  }

  /** The stored window; hits arriving while PostgreSQL reads it wait for the same read. */
  private read(key: string): StoredWindow | undefined | Promise<StoredWindow | undefined> {
    const pending = this.reading.get(key);
    if (pending) return pending;
    const read = this.engine.runNow(readWindow, key);
    if (!(read instanceof Promise)) return read;
    const reading = read.finally(() => this.reading.delete(key));
    this.reading.set(key, reading);
    return reading;
  }

  /** The window a hit counts in: the stored one while it runs, else a new one from `now`. */
  private begin(
    key: string,
    stored: StoredWindow | undefined,
    windowMs: number,
    now: number,
  ): CountedWindow {
    // Another hit on the same key may have set the window while this one waited for the read.
    const current = this.windows.get(key);
    if (current && current.resetAt > now) return current;
    const window =
      stored && stored.resetAt > now
        ? { stored: stored.count, pending: 0, resetAt: stored.resetAt, windowMs }
        : { stored: 0, pending: 0, resetAt: now + windowMs, windowMs };
    this.windows.set(key, window);
    return window;
  }

  private serially<T>(write: () => Promise<T>): Promise<T> {
    const done = this.writes.then(write);
    this.writes = done.catch(() => undefined);
    return done;
  }

  private scheduleFlush(): void {
    if (this.unwritten.size >= WINDOWS_PER_FLUSH && !this.failing) {
      this.flushInBackground();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flushInBackground();
      }, this.options.flushMs ?? RATE_LIMIT_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** One flush at a time; after a failure (the windows kept) the next waits for the timer. */
  private flushInBackground(): void {
    if (this.flushing) return;
    this.flushing = true;
    this.serially(() => this.flushSome()).then(
      () => {
        this.flushing = false;
        this.failing = false;
        if (this.unwritten.size > 0) this.scheduleFlush();
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
   * Writes the hits of up to `WINDOWS_PER_FLUSH` windows in one durable transaction (SQLite's
   * group commit). Once written, a window with no newer hits leaves memory, and the next hit
   * on it reads it back (with other processes' hits); if the write fails its hits stay to be
   * written by the next flush.
   */
  private async flushSome(): Promise<void> {
    const taken: Taken[] = [];
    for (const key of this.unwritten) {
      if (taken.length === WINDOWS_PER_FLUSH) break;
      this.unwritten.delete(key);
      const window = this.windows.get(key);
      if (window) taken.push({ key, window, pending: window.pending });
    }
    try {
      const hits = taken.map(({ key, pending, window: { resetAt, windowMs } }) => ({
        key,
        pending,
        resetAt,
        start: resetAt - windowMs,
      }));
      await this.engine.commit(writeWindows, hits, this.latestHit);
    } catch (error) {
      for (const { key, window } of taken) {
        if (this.windows.get(key) === window) this.unwritten.add(key);
      }
      throw error;
    }
    for (const { key, window, pending } of taken) {
      window.stored += pending;
      window.pending -= pending;
      if (window.pending === 0 && this.windows.get(key) === window) this.windows.delete(key);
    }
  }
}
