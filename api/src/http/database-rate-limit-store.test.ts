import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDatabase } from '../db/client.ts';
import { sqliteEngine } from '../db/engine/index.ts';
import { rateLimitStoreCases } from '../testing/engine-cases/database-rate-limit-store.ts';
import { DatabaseRateLimitStore } from './database-rate-limit-store.ts';

rateLimitStoreCases('sqlite');

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-02T10:00:00Z');

describe('DatabaseRateLimitStore on SQLite', () => {
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

  const storeOn = (on: Db = db) =>
    new DatabaseRateLimitStore(sqliteEngine(on), { flushMs: 3_600_000 });

  it('answers a hit on a window in memory at once, without a promise', async () => {
    const store = storeOn();
    await store.hit('login:203.0.113.7', MINUTE, T0);
    expect(store.hit('login:203.0.113.7', MINUTE, T0 + 1)).toEqual({
      count: 2,
      resetAt: T0 + MINUTE,
    });
  });

  it('prepares its statements once per connection, not on every hit or flush', async () => {
    const first = storeOn();
    await first.hit('login:203.0.113.7', MINUTE, T0);
    await first.flush();
    const prepare = vi.spyOn(db.$client, 'prepare');
    const store = storeOn();
    await store.hit('login:203.0.113.7', MINUTE, T0 + 1);
    await store.hit('login:203.0.113.8', MINUTE, T0 + 1);
    await store.flush();
    await store.reset('login:203.0.113.8');
    expect(prepare).not.toHaveBeenCalled();
  });

  it('finds expired windows through the reset_at index, with the limit written into the SQL', async () => {
    const prepare = vi.spyOn(db.$client, 'prepare');
    const store = storeOn();
    await store.hit('login:203.0.113.7', MINUTE, T0);
    await store.flush();
    const sweep = prepare.mock.calls.map(([source]) => source).find((s) => /^delete/.test(s));
    expect(sweep).toMatch(/limit 4\)$/);
    const plan = db.$client.prepare(`explain query plan ${sweep}`).all(T0) as { detail: string }[];
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/rate_limit_windows_reset_idx/);
  });
});
