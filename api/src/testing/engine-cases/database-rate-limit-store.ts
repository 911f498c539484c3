import { sql } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { type Engine, runSql } from '../../db/engine/index.ts';
import { DatabaseRateLimitStore, WINDOWS_PER_FLUSH } from '../../http/database-rate-limit-store.ts';
import { sweepEndedRateLimitWindows } from '../../http/rate-limit-windows.ts';
import { describeEachEngine } from '../each-engine.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-02T10:00:00Z');

/** Inserts into rate_limit_windows fail as a full disk would make them, until the undo is called. */
async function refuseWrites(on: Engine): Promise<() => Promise<unknown>> {
  if (on.dialect === 'sqlite') {
    await runSql(
      on,
      sql.raw(`create temp trigger refuse before insert on rate_limit_windows
        begin select raise(abort, 'disk full'); end`),
    );
    return () => runSql(on, sql.raw('drop trigger refuse'));
  }
  await runSql(
    on,
    sql.raw(`create function refuse() returns trigger language plpgsql
      as $$ begin raise exception 'disk full'; end $$`),
  );
  await runSql(
    on,
    sql.raw(`create trigger refuse before insert on rate_limit_windows
      for each row execute function refuse()`),
  );
  return () => runSql(on, sql.raw('drop function refuse() cascade'));
}

/** The rate-limit counters' behaviour, the same on SQLite and PostgreSQL (ADR 019, 050). */
export const rateLimitStoreCases = describeEachEngine(
  'DatabaseRateLimitStore',
  ({ engine, connectAgain }) => {
    const storedWindows = (on: Engine = engine()) =>
      on.db
        .select({
          count: on.tables.rateLimitWindows.count,
          resetAt: on.tables.rateLimitWindows.resetAt,
        })
        .from(on.tables.rateLimitWindows);
    /** A store that writes only when told to, so a test sees exactly what each flush wrote. */
    const storeOn = (on: Engine = engine()) =>
      new DatabaseRateLimitStore(on, { flushMs: 3_600_000 });

    beforeEach(async () => {
      await engine().db.delete(engine().tables.rateLimitWindows);
    });

    it('counts hits in a fixed window and starts a new one when it ends', async () => {
      const store = storeOn();
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

    it('counts hits that arrive together, before the window is read, once each', async () => {
      const store = storeOn();
      const counts = await Promise.all(
        [0, 1, 2].map(
          async (i) => (await store.hit('enquiries:198.51.100.1', MINUTE, T0 + i)).count,
        ),
      );
      expect(counts.sort()).toEqual([1, 2, 3]);
    });

    it('writes no row per hit: the hits of a window go in together when flushed', async () => {
      const store = storeOn();
      for (let i = 0; i < 5; i++) await store.hit('enquiries:198.51.100.1', MINUTE, T0 + i);
      expect(await storedWindows()).toEqual([]);
      await store.flush();
      expect(await storedWindows()).toEqual([{ count: 5, resetAt: T0 + MINUTE }]);
    });

    it('flushes by itself within flushMs, and carries on from the stored count', async () => {
      const store = new DatabaseRateLimitStore(engine(), { flushMs: 10 });
      await store.hit('enquiries:198.51.100.1', MINUTE, T0);
      await store.hit('enquiries:198.51.100.1', MINUTE, T0);
      await vi.waitFor(async () =>
        expect(await storedWindows()).toEqual([{ count: 2, resetAt: T0 + MINUTE }]),
      );
      expect((await store.hit('enquiries:198.51.100.1', MINUTE, T0 + 5)).count).toBe(3);
      await vi.waitFor(async () =>
        expect(await storedWindows()).toEqual([{ count: 3, resetAt: T0 + MINUTE }]),
      );
    });

    it(`flushes at once when ${WINDOWS_PER_FLUSH} windows wait, without waiting for the timer`, async () => {
      const store = storeOn();
      for (let i = 0; i < WINDOWS_PER_FLUSH; i++)
        await store.hit(`enquiries:10.0.${i >> 8}.${i & 255}`, MINUTE, T0);
      await vi.waitFor(async () => expect(await storedWindows()).toHaveLength(WINDOWS_PER_FLUSH));
    });

    it('shares budgets between processes: their hits in one window add up', async () => {
      const other = connectAgain();
      const mine = storeOn();
      const theirs = storeOn(other);
      await mine.hit('enquiries:198.51.100.1', MINUTE, T0);
      await mine.hit('enquiries:198.51.100.1', MINUTE, T0 + 1);
      await mine.flush();
      expect(await theirs.hit('enquiries:198.51.100.1', MINUTE, T0 + 2)).toEqual({
        count: 3,
        resetAt: T0 + MINUTE,
      });
      await mine.hit('enquiries:198.51.100.1', MINUTE, T0 + 3);
      await Promise.all([mine.flush(), theirs.flush()]);
      expect(await storedWindows(other)).toEqual([{ count: 4, resetAt: T0 + MINUTE }]);
    });

    it('replaces a stored window that had ended instead of adding to it', async () => {
      const store = storeOn();
      for (let i = 0; i < 3; i++) await store.hit('login:203.0.113.7', MINUTE, T0);
      await store.flush();
      const later = storeOn();
      expect((await later.hit('login:203.0.113.7', MINUTE, T0 + 2 * MINUTE)).count).toBe(1);
      await later.flush();
      expect(await storedWindows()).toEqual([{ count: 1, resetAt: T0 + 3 * MINUTE }]);
    });

    it('keeps the counts for a new connection to the database', async () => {
      const store = storeOn();
      for (let i = 0; i < 3; i++) await store.hit('enquiries:198.51.100.1', MINUTE, T0);
      await store.flush();
      const reopened = connectAgain();
      expect((await storeOn(reopened).hit('enquiries:198.51.100.1', MINUTE, T0 + 5)).count).toBe(4);
    });

    it('keeps the hits of a flush that failed and writes them with the next', async () => {
      const store = storeOn();
      await store.hit('login:203.0.113.7', MINUTE, T0);
      const allowWrites = await refuseWrites(engine());
      try {
        // node-postgres's error reaches the caller as the cause of drizzle's, naming the query.
        const failure = await store.flush().then(
          () => undefined,
          (error: Error) => error,
        );
        expect(`${failure?.message} ${failure?.cause}`).toMatch(/disk full/);
        expect((await store.hit('login:203.0.113.7', MINUTE, T0 + 1)).count).toBe(2);
      } finally {
        await allowWrites();
      }
      await store.flush();
      expect(await storedWindows()).toEqual([{ count: 2, resetAt: T0 + MINUTE }]);
    });

    it('forgets a key on reset and stores no key in the clear', async () => {
      const store = storeOn();
      await store.hit('account:owner@oakfloors.test', MINUTE, T0);
      await store.hit('account:owner@oakfloors.test', MINUTE, T0);
      await store.flush();
      const stored = await engine().db.select().from(engine().tables.rateLimitWindows);
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain('oakfloors');
      await store.hit('account:owner@oakfloors.test', MINUTE, T0);
      await store.reset('account:owner@oakfloors.test');
      expect(await storedWindows()).toEqual([]);
      expect((await store.hit('account:owner@oakfloors.test', MINUTE, T0)).count).toBe(1);
    });

    it('sweeps a few expired windows per window it writes, never the live ones', async () => {
      const store = storeOn();
      for (let i = 0; i < 10; i++) await store.hit(`old:${i}`, MINUTE, T0);
      await store.hit('live', 10 * MINUTE, T0);
      await store.flush();
      const later = T0 + 2 * MINUTE;
      await store.hit('new:0', MINUTE, later);
      await store.flush();
      expect(await storedWindows()).toHaveLength(11 - 4 + 1);
      await store.hit('new:1', MINUTE, later);
      await store.hit('new:2', MINUTE, later);
      await store.flush();
      expect(await storedWindows()).toHaveLength(4);
      expect((await store.hit('live', 10 * MINUTE, later)).count).toBe(2);
    });

    it('sweeps every ended window in bounded batches and keeps the running ones', async () => {
      const store = storeOn();
      await store.hit('login:203.0.113.7', 12 * MINUTE, T0);
      for (let i = 0; i < 1_200; i++)
        await store.hit(`enquiries:10.0.${i >> 8}.${i & 255}`, MINUTE, T0);
      await store.flush();
      const now = T0 + 3 * MINUTE;
      expect(await engine().run(sweepEndedRateLimitWindows, now, 1_000)).toBe(1_000);
      expect(await engine().run(sweepEndedRateLimitWindows, now, 10_000)).toBe(200);
      expect(await storedWindows()).toEqual([{ count: 1, resetAt: T0 + 12 * MINUTE }]);
    });
  },
);
