import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDatabase } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema.ts';
import { SqliteRateLimitStore, sweepEndedRateLimitWindows } from './sqlite-rate-limit-store.ts';

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

describe('SqliteRateLimitStore', () => {
  it('sweeps every ended window in bounded batches and keeps the running ones', async () => {
    const store = new SqliteRateLimitStore(db);
    await store.hit('login:203.0.113.7', 12 * MINUTE, T0);
    await Promise.all(
      Array.from({ length: 1_200 }, (_, i) =>
        store.hit(`enquiries:10.0.${i >> 8}.${i & 255}`, MINUTE, T0),
      ),
    );
    const now = T0 + 3 * MINUTE;
    expect(sweepEndedRateLimitWindows(db, now, 1_000)).toBe(1_000);
    expect(sweepEndedRateLimitWindows(db, now)).toBe(200);
    expect(db.select().from(rateLimitWindows).all()).toEqual([
      expect.objectContaining({ count: 1, resetAt: T0 + 12 * MINUTE }),
    ]);
  });

  it('counts hits in a fixed window and starts a new one when it ends', async () => {
    const store = new SqliteRateLimitStore(db);
    expect(await store.hit('login:203.0.113.7', MINUTE, T0)).toEqual({
      count: 1,
      resetAt: T0 + MINUTE,
    });
    expect(await store.hit('login:203.0.113.7', MINUTE, T0 + 1000)).toEqual({
      count: 2,
      resetAt: T0 + MINUTE,
    });
    expect((await store.hit('login:203.0.113.8', MINUTE, T0 + 1000)).count).toBe(1);
    expect(await store.hit('login:203.0.113.7', MINUTE, T0 + MINUTE)).toEqual({
      count: 1,
      resetAt: T0 + 2 * MINUTE,
    });
  });

  it('counts hits that arrive together one after another', async () => {
    const store = new SqliteRateLimitStore(db);
    const together = await Promise.all(
      Array.from({ length: 5 }, () => store.hit('enquiries:198.51.100.1', MINUTE, T0)),
    );
    expect(together.map((window) => window.count)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has committed the count when the hit resolves: another process reads it', async () => {
    const path = join(dir, 'flo.db');
    await new SqliteRateLimitStore(db).hit('enquiries:198.51.100.1', MINUTE, T0);
    const other = openDatabase(path);
    try {
      expect(
        await new SqliteRateLimitStore(other).hit('enquiries:198.51.100.1', MINUTE, T0 + 5),
      ).toEqual({
        count: 2,
        resetAt: T0 + MINUTE,
      });
    } finally {
      other.$client.close();
    }
  });

  it('keeps the counts when the database file is opened again', async () => {
    const path = join(dir, 'flo.db');
    for (let i = 0; i < 3; i++)
      await new SqliteRateLimitStore(db).hit('enquiries:198.51.100.1', MINUTE, T0);
    db.$client.close();
    db = openDatabase(path);
    const again = await new SqliteRateLimitStore(db).hit('enquiries:198.51.100.1', MINUTE, T0 + 5);
    expect(again.count).toBe(4);
  });

  it('rejects a failing hit alone, keeping the counts of hits beside it', async () => {
    const store = new SqliteRateLimitStore(db);
    db.$client.exec(`create temp trigger refuse before insert on rate_limit_windows
      when (select count(*) from rate_limit_windows) > 0
        and not exists (select 1 from rate_limit_windows where key = new.key)
      begin select raise(abort, 'disk full'); end;`);
    const outcomes = await Promise.allSettled([
      store.hit('login:203.0.113.7', MINUTE, T0),
      store.hit('login:203.0.113.8', MINUTE, T0),
      store.hit('login:203.0.113.7', MINUTE, T0 + 1),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/disk full/);
    expect(db.select().from(rateLimitWindows).all()).toEqual([
      expect.objectContaining({ count: 2, resetAt: T0 + MINUTE }),
    ]);
  });

  it('prepares its statements once per connection, not on every hit', async () => {
    await new SqliteRateLimitStore(db).hit('login:203.0.113.7', MINUTE, T0);
    const prepare = vi.spyOn(db.$client, 'prepare');
    const store = new SqliteRateLimitStore(db);
    await store.hit('login:203.0.113.7', MINUTE, T0 + 1);
    await store.hit('login:203.0.113.8', MINUTE, T0 + 1);
    await store.reset('login:203.0.113.8');
    expect(prepare).not.toHaveBeenCalled();
  });

  it('forgets a key on reset and stores no key in the clear', async () => {
    const store = new SqliteRateLimitStore(db);
    await store.hit('account:owner@oakfloors.test', MINUTE, T0);
    await store.hit('account:owner@oakfloors.test', MINUTE, T0);
    const stored = db.select().from(rateLimitWindows).all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('oakfloors');
    await store.reset('account:owner@oakfloors.test');
    expect((await store.hit('account:owner@oakfloors.test', MINUTE, T0)).count).toBe(1);
  });

  it('sweeps a few expired windows per hit, never the live ones', async () => {
    const store = new SqliteRateLimitStore(db);
    for (let i = 0; i < 10; i++) await store.hit(`old:${i}`, MINUTE, T0);
    await store.hit('live', 10 * MINUTE, T0);
    const later = T0 + 2 * MINUTE;
    await store.hit('new:0', MINUTE, later);
    expect(db.select().from(rateLimitWindows).all()).toHaveLength(11 - 4 + 1);
    await store.hit('new:1', MINUTE, later);
    await store.hit('new:2', MINUTE, later);
    expect(db.select().from(rateLimitWindows).all()).toHaveLength(4);
    expect((await store.hit('live', 10 * MINUTE, later)).count).toBe(2);
  });

  it('finds expired windows through the reset_at index, with the limit written into the SQL', async () => {
    const prepare = vi.spyOn(db.$client, 'prepare');
    await new SqliteRateLimitStore(db).hit('login:203.0.113.7', MINUTE, T0);
    const sweep = prepare.mock.calls.map(([source]) => source).find((s) => /^delete/.test(s));
    // A bound `limit ?` would make SQLite re-prepare the statement on every hit.
    expect(sweep).toMatch(/limit 4\)$/);
    const plan = db.$client.prepare(`explain query plan ${sweep}`).all(T0) as { detail: string }[];
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/rate_limit_windows_reset_idx/);
  });
});
