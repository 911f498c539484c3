import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDatabase } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema.ts';
import {
  SqliteRateLimitStore,
  sweepEndedRateLimitWindows,
  WINDOWS_PER_FLUSH,
} from './sqlite-rate-limit-store.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-02T10:00:00Z');

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flo-rate-'));
  db = openDatabase(join(dir, 'flo.db'));
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const storedWindows = (on: Db = db) =>
  on
    .select({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt })
    .from(rateLimitWindows)
    .all();

/** A store that writes only when told to, so a test sees exactly what each flush wrote. */
const storeOn = (on: Db = db) => new SqliteRateLimitStore(on, { flushMs: 3_600_000 });

describe('SqliteRateLimitStore', () => {
  it('counts hits in a fixed window and starts a new one when it ends', () => {
    const store = storeOn();
    expect(store.hit('login:203.0.113.7', MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + MINUTE });
    expect(store.hit('login:203.0.113.7', MINUTE, T0 + 1000)).toEqual({
      count: 2,
      resetAt: T0 + MINUTE,
    });
    expect(store.hit('login:203.0.113.8', MINUTE, T0 + 1000).count).toBe(1);
    expect(store.hit('login:203.0.113.7', MINUTE, T0 + MINUTE)).toEqual({
      count: 1,
      resetAt: T0 + 2 * MINUTE,
    });
  });

  it('writes no row per hit: the hits of a window go in together when flushed', async () => {
    const store = storeOn();
    for (let i = 0; i < 5; i++) store.hit('enquiries:198.51.100.1', MINUTE, T0 + i);
    expect(storedWindows()).toEqual([]);
    await store.flush();
    expect(storedWindows()).toEqual([{ count: 5, resetAt: T0 + MINUTE }]);
  });

  it('flushes by itself within flushMs, and carries on from the stored count', async () => {
    const store = new SqliteRateLimitStore(db, { flushMs: 10 });
    store.hit('enquiries:198.51.100.1', MINUTE, T0);
    store.hit('enquiries:198.51.100.1', MINUTE, T0);
    await vi.waitFor(() => expect(storedWindows()).toEqual([{ count: 2, resetAt: T0 + MINUTE }]));
    expect(store.hit('enquiries:198.51.100.1', MINUTE, T0 + 5).count).toBe(3);
    await vi.waitFor(() => expect(storedWindows()).toEqual([{ count: 3, resetAt: T0 + MINUTE }]));
  });

  it(`flushes at once when ${WINDOWS_PER_FLUSH} windows wait, without waiting for the timer`, async () => {
    const store = storeOn();
    for (let i = 0; i < WINDOWS_PER_FLUSH; i++)
      store.hit(`enquiries:10.0.${i >> 8}.${i & 255}`, MINUTE, T0);
    await vi.waitFor(() => expect(storedWindows()).toHaveLength(WINDOWS_PER_FLUSH));
  });

  it('shares budgets between processes: their hits in one window add up', async () => {
    const other = openDatabase(join(dir, 'flo.db'));
    try {
      const mine = storeOn();
      const theirs = storeOn(other);
      mine.hit('enquiries:198.51.100.1', MINUTE, T0);
      mine.hit('enquiries:198.51.100.1', MINUTE, T0 + 1);
      await mine.flush();
      expect(theirs.hit('enquiries:198.51.100.1', MINUTE, T0 + 2)).toEqual({
        count: 3,
        resetAt: T0 + MINUTE,
      });
      mine.hit('enquiries:198.51.100.1', MINUTE, T0 + 3);
      await Promise.all([mine.flush(), theirs.flush()]);
      expect(storedWindows(other)).toEqual([{ count: 4, resetAt: T0 + MINUTE }]);
    } finally {
      other.$client.close();
    }
  });

  it('replaces a stored window that had ended instead of adding to it', async () => {
    const store = storeOn();
    for (let i = 0; i < 3; i++) store.hit('login:203.0.113.7', MINUTE, T0);
    await store.flush();
    const later = storeOn();
    expect(later.hit('login:203.0.113.7', MINUTE, T0 + 2 * MINUTE).count).toBe(1);
    await later.flush();
    expect(storedWindows()).toEqual([{ count: 1, resetAt: T0 + 3 * MINUTE }]);
  });

  it('keeps the counts when the database file is opened again', async () => {
    const store = storeOn();
    for (let i = 0; i < 3; i++) store.hit('enquiries:198.51.100.1', MINUTE, T0);
    await store.flush();
    db.$client.close();
    db = openDatabase(join(dir, 'flo.db'));
    expect(storeOn().hit('enquiries:198.51.100.1', MINUTE, T0 + 5).count).toBe(4);
  });

  it('keeps the hits of a flush that failed and writes them with the next', async () => {
    const store = storeOn();
    store.hit('login:203.0.113.7', MINUTE, T0);
    db.$client.exec(`create temp trigger refuse before insert on rate_limit_windows
      begin select raise(abort, 'disk full'); end;`);
    await expect(store.flush()).rejects.toThrow(/disk full/);
    expect(store.hit('login:203.0.113.7', MINUTE, T0 + 1).count).toBe(2);
    db.$client.exec('drop trigger refuse');
    await store.flush();
    expect(storedWindows()).toEqual([{ count: 2, resetAt: T0 + MINUTE }]);
  });

  it('forgets a key on reset and stores no key in the clear', async () => {
    const store = storeOn();
    store.hit('account:owner@oakfloors.test', MINUTE, T0);
    store.hit('account:owner@oakfloors.test', MINUTE, T0);
    await store.flush();
    const stored = db.select().from(rateLimitWindows).all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('oakfloors');
    store.hit('account:owner@oakfloors.test', MINUTE, T0);
    await store.reset('account:owner@oakfloors.test');
    expect(storedWindows()).toEqual([]);
    expect(store.hit('account:owner@oakfloors.test', MINUTE, T0).count).toBe(1);
  });

  it('sweeps a few expired windows per window it writes, never the live ones', async () => {
    const store = storeOn();
    for (let i = 0; i < 10; i++) store.hit(`old:${i}`, MINUTE, T0);
    store.hit('live', 10 * MINUTE, T0);
    await store.flush();
    const later = T0 + 2 * MINUTE;
    store.hit('new:0', MINUTE, later);
    await store.flush();
    expect(storedWindows()).toHaveLength(11 - 4 + 1);
    store.hit('new:1', MINUTE, later);
    store.hit('new:2', MINUTE, later);
    await store.flush();
    expect(storedWindows()).toHaveLength(4);
    expect(store.hit('live', 10 * MINUTE, later).count).toBe(2);
  });

  it('prepares its statements once per connection, not on every hit or flush', async () => {
    const first = storeOn();
    first.hit('login:203.0.113.7', MINUTE, T0);
    await first.flush();
    const prepare = vi.spyOn(db.$client, 'prepare');
    const store = storeOn();
    store.hit('login:203.0.113.7', MINUTE, T0 + 1);
    store.hit('login:203.0.113.8', MINUTE, T0 + 1);
    await store.flush();
    await store.reset('login:203.0.113.8');
    expect(prepare).not.toHaveBeenCalled();
  });

  it('finds expired windows through the reset_at index, with the limit written into the SQL', async () => {
    const prepare = vi.spyOn(db.$client, 'prepare');
    const store = storeOn();
    store.hit('login:203.0.113.7', MINUTE, T0);
    await store.flush();
    const sweep = prepare.mock.calls.map(([source]) => source).find((s) => /^delete/.test(s));
    expect(sweep).toMatch(/limit 4\)$/);
    const plan = db.$client.prepare(`explain query plan ${sweep}`).all(T0) as { detail: string }[];
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/rate_limit_windows_reset_idx/);
  });
});

describe('sweepEndedRateLimitWindows', () => {
  it('sweeps every ended window in bounded batches and keeps the running ones', async () => {
    const store = storeOn();
    store.hit('login:203.0.113.7', 12 * MINUTE, T0);
    for (let i = 0; i < 1_200; i++) store.hit(`enquiries:10.0.${i >> 8}.${i & 255}`, MINUTE, T0);
    await store.flush();
    const now = T0 + 3 * MINUTE;
    expect(sweepEndedRateLimitWindows(db, now, 1_000)).toBe(1_000);
    expect(sweepEndedRateLimitWindows(db, now)).toBe(200);
    expect(storedWindows()).toEqual([{ count: 1, resetAt: T0 + 12 * MINUTE }]);
  });
});
