import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { readJson } from '../testing/json.ts';
import { openTestApp, testDialect } from '../testing/open-test-app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createReadiness, type Readiness } from './readiness.ts';
import { readHealthRow } from './repository.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
const onSqliteOnly = testDialect() === 'sqlite';

const readyz = async (app: TestApp['app']) => {
  const res = await app.request('/readyz');
  return { status: res.status, res, body: await readJson<Readiness>(res) };
};

describe('/healthz', () => {
  // SQLite only: it closes SQLite's connection under the app; /healthz reads no database on
  // either engine.
  it.runIf(onSqliteOnly)(
    'answers from the event loop alone, even with the database gone',
    async () => {
      t = createTestApp();
      t.db.$client.close();
      const res = await t.app.request('/healthz');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    },
  );
});

describe('/readyz', () => {
  it('is ready when the database reads and takes a write and the disk has room', async () => {
    t = await openTestApp({ overrides: { readyMinFreeBytes: 1 } });
    const { status, body, res } = await readyz(t.app);
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.ready).toBe(true);
    expect(Object.keys(body.checks).sort()).toEqual([
      'databaseRead',
      'databaseWrite',
      'diskSpace',
      'serving',
      'writerThread',
    ]);
    expect(body.checks.diskSpace?.detail).toMatch(/^\d+ bytes free, at least 1 wanted$/);
    // The write was real: the health row holds its time.
    expect(await t.deps.engine.run(readHealthRow)).toEqual(expect.any(Number));
  });

  it('is not ready when the disk has less room than READY_MIN_FREE_BYTES asks', async () => {
    t = await openTestApp({ overrides: { readyMinFreeBytes: Number.MAX_SAFE_INTEGER } });
    const { status, body } = await readyz(t.app);
    expect(status).toBe(503);
    expect(body.ready).toBe(false);
    expect(body.checks.diskSpace?.ok).toBe(false);
    expect(body.checks.databaseWrite?.ok).toBe(true);
  });

  // SQLite only: SQLite's write lock.
  it.runIf(onSqliteOnly)(
    'is not ready, naming SQLITE_BUSY, while another connection holds the write lock',
    async () => {
      t = createTestApp({ readyMinFreeBytes: 0 });
      t.db.$client.pragma('busy_timeout = 20');
      const other = new Database(t.db.$client.name);
      other.prepare('begin immediate').run();
      try {
        const { status, body } = await readyz(t.app);
        expect(status).toBe(503);
        expect(body.checks.databaseWrite).toEqual({ ok: false, detail: 'SQLITE_BUSY' });
        expect(body.checks.databaseRead?.ok).toBe(true);
      } finally {
        other.prepare('rollback').run();
        other.close();
      }
    },
  );

  // SQLite only: the enquiry writer thread is SQLite's (ADR 020).
  it.runIf(onSqliteOnly)(
    'tells a full disk the writer thread reports from a writer thread that does not answer',
    async () => {
      const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
      const writer = { write: () => Promise.reject(full), checkWrite: () => Promise.reject(full) };
      t = createTestApp({ enquiryWriter: writer, readyMinFreeBytes: 0 });
      const refused = await readyz(t.app);
      expect(refused.status).toBe(503);
      expect(refused.body.checks.databaseWrite).toEqual({ ok: false, detail: 'SQLITE_FULL' });
      expect(refused.body.checks.writerThread?.ok).toBe(true);

      const stuck = { ...writer, checkWrite: () => new Promise<void>(() => {}) };
      const app = createTestApp({ enquiryWriter: stuck, readyMinFreeBytes: 0 });
      try {
        const silent = await readyz(app.app);
        expect(silent.status).toBe(503);
        expect(silent.body.checks.writerThread).toEqual({
          ok: false,
          detail: 'no answer within 1000 ms',
        });
      } finally {
        app.close();
      }
    },
  );

  it('answers 503 while the server drains, and every answer then closes its connection', async () => {
    let draining = false;
    t = await openTestApp({ overrides: { draining: () => draining, readyMinFreeBytes: 0 } });
    const before = await t.app.request('/api/chat-settings');
    expect(before.headers.get('connection')).toBeNull();
    draining = true;
    const { status, body, res } = await readyz(t.app);
    expect(status).toBe(503);
    expect(body).toEqual({
      ready: false,
      checks: { serving: { ok: false, detail: expect.stringMatching(/shutting down/) } },
    });
    expect(res.headers.get('connection')).toBe('close');
    expect((await t.app.request('/api/chat-settings')).headers.get('connection')).toBe('close');
  });

  it('shares one check among the callers that ask at once', async () => {
    t = await openTestApp({ overrides: { readyMinFreeBytes: 0 } });
    const readiness = createReadiness(t.deps);
    expect(readiness.check()).toBe(readiness.check());
  });
});
