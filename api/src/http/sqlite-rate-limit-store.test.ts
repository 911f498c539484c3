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
  it('sweeps every ended window in bounded batches and keeps the running ones', () => {
    const store = new SqliteRateLimitStore(db);
    store.hit('login:203.0.113.7', 12 * MINUTE, T0);
    for (let i = 0; i < 1_200; i++) store.hit(`enquiries:10.0.${i >> 8}.${i & 255}`, MINUTE, T0);
    const now = T0 + 3 * MINUTE;
    expect(sweepEndedRateLimitWindows(db, now, 1_000)).toBe(1_000);
    expect(sweepEndedRateLimitWindows(db, now)).toBe(200);
    expect(db.select().from(rateLimitWindows).all()).toEqual([
      expect.objectContaining({ count: 1, resetAt: T0 + 12 * MINUTE }),
    ]);
  });

  it('counts hits in a fixed window and starts a new one when it ends', () => {
    const store = new SqliteRateLimitStore(db);
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

  it('keeps the counts when the database file is opened again', () => {
    const path = join(dir, 'flo.db');
    for (let i = 0; i < 3; i++)
      new SqliteRateLimitStore(db).hit('enquiries:198.51.100.1', MINUTE, T0);
    db.$client.close();
    db = openDatabase(path);
    expect(new SqliteRateLimitStore(db).hit('enquiries:198.51.100.1', MINUTE, T0 + 5).count).toBe(
      4,
    );
  });

  it('writes its counts with synchronous=NORMAL and leaves the connection FULL, even on failure', () => {
    // Temp triggers note the connection's synchronous setting as each counter write runs.
    db.$client.exec(`
      create temp table seen (op text, sync integer);
      create temp trigger seen_insert after insert on rate_limit_windows
        begin insert into seen select 'insert', synchronous from pragma_synchronous; end;
      create temp trigger seen_update after update on rate_limit_windows
        begin insert into seen select 'update', synchronous from pragma_synchronous; end;
      create temp trigger seen_delete after delete on rate_limit_windows
        begin insert into seen select 'delete', synchronous from pragma_synchronous; end;`);
    const store = new SqliteRateLimitStore(db);
    store.hit('enquiries:198.51.100.1', MINUTE, T0);
    store.hit('enquiries:198.51.100.1', MINUTE, T0 + 5);
    store.reset('enquiries:198.51.100.1');
    expect(db.$client.prepare('select op, sync from seen').all()).toEqual([
      { op: 'insert', sync: 1 },
      { op: 'update', sync: 1 },
      { op: 'delete', sync: 1 },
    ]);
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    db.$client.exec(`create temp trigger refuse before insert on rate_limit_windows
      begin select raise(abort, 'disk full'); end;`);
    expect(() => store.hit('enquiries:198.51.100.2', MINUTE, T0)).toThrow(/disk full/);
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('puts back whatever setting the connection had, not always FULL', () => {
    db.$client.pragma('synchronous = EXTRA');
    new SqliteRateLimitStore(db).hit('login:203.0.113.7', MINUTE, T0);
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(3);
  });

  it('counts inside a transaction the caller opened, as a savepoint that commits nothing', () => {
    const store = new SqliteRateLimitStore(db);
    store.hit('enquiries:198.51.100.1', MINUTE, T0);
    let counts: number[] = [];
    const batch = () =>
      db.transaction((tx) => {
        counts = [
          store.hit('enquiries:198.51.100.1', MINUTE, T0 + 1).count,
          store.hit('enquiries:198.51.100.2', MINUTE, T0 + 1).count,
        ];
        expect(db.$client.inTransaction).toBe(true);
        store.reset('enquiries:198.51.100.2');
        tx.rollback();
      });
    expect(batch).toThrow(/Rollback/);
    expect(counts).toEqual([2, 1]);
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    expect(store.hit('enquiries:198.51.100.1', MINUTE, T0 + 2).count).toBe(2);

    db.$client.exec('begin immediate');
    expect(store.hit('enquiries:198.51.100.3', MINUTE, T0 + 3).count).toBe(1);
    expect(store.hit('enquiries:198.51.100.3', MINUTE, T0 + 4).count).toBe(2);
    expect(db.$client.inTransaction).toBe(true);
    db.$client.exec('rollback');
    expect(store.hit('enquiries:198.51.100.3', MINUTE, T0 + 5).count).toBe(1);
  });

  it('rolls back only its own savepoint when a hit fails inside a transaction', () => {
    const store = new SqliteRateLimitStore(db);
    db.$client.exec(`create temp trigger refuse before insert on rate_limit_windows
      when new.count = 1 and (select count(*) from rate_limit_windows) > 0
      begin select raise(abort, 'disk full'); end;`);
    db.$client.exec('begin immediate');
    store.hit('login:203.0.113.7', MINUTE, T0);
    expect(() => store.hit('login:203.0.113.8', MINUTE, T0)).toThrow(/disk full/);
    expect(db.$client.inTransaction).toBe(true);
    db.$client.exec('commit');
    expect(db.select().from(rateLimitWindows).all()).toEqual([
      expect.objectContaining({ count: 1, resetAt: T0 + MINUTE }),
    ]);
  });

  it('prepares its statements once per connection, not on every hit', () => {
    new SqliteRateLimitStore(db).hit('login:203.0.113.7', MINUTE, T0);
    const prepare = vi.spyOn(db.$client, 'prepare');
    const store = new SqliteRateLimitStore(db);
    store.hit('login:203.0.113.7', MINUTE, T0 + 1);
    store.hit('login:203.0.113.8', MINUTE, T0 + 1);
    store.reset('login:203.0.113.8');
    expect(prepare).not.toHaveBeenCalled();
  });

  it('forgets a key on reset and stores no key in the clear', () => {
    const store = new SqliteRateLimitStore(db);
    store.hit('account:owner@oakfloors.test', MINUTE, T0);
    store.hit('account:owner@oakfloors.test', MINUTE, T0);
    const stored = db.select().from(rateLimitWindows).all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('oakfloors');
    store.reset('account:owner@oakfloors.test');
    expect(store.hit('account:owner@oakfloors.test', MINUTE, T0).count).toBe(1);
  });

  it('sweeps a few expired windows per hit, never the live ones', () => {
    const store = new SqliteRateLimitStore(db);
    for (let i = 0; i < 10; i++) store.hit(`old:${i}`, MINUTE, T0);
    store.hit('live', 10 * MINUTE, T0);
    const later = T0 + 2 * MINUTE;
    store.hit('new:0', MINUTE, later);
    expect(db.select().from(rateLimitWindows).all()).toHaveLength(11 - 4 + 1);
    store.hit('new:1', MINUTE, later);
    store.hit('new:2', MINUTE, later);
    expect(db.select().from(rateLimitWindows).all()).toHaveLength(4);
    expect(store.hit('live', 10 * MINUTE, later).count).toBe(2);
  });

  it('finds expired windows through the reset_at index, with the limit written into the SQL', () => {
    const prepare = vi.spyOn(db.$client, 'prepare');
    new SqliteRateLimitStore(db).hit('login:203.0.113.7', MINUTE, T0);
    const sweep = prepare.mock.calls.map(([source]) => source).find((s) => /^delete/.test(s));
    // A bound `limit ?` would make SQLite re-prepare the statement on every hit.
    expect(sweep).toMatch(/limit 4\)$/);
    const plan = db.$client.prepare(`explain query plan ${sweep}`).all(T0) as { detail: string }[];
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/rate_limit_windows_reset_idx/);
  });
});
