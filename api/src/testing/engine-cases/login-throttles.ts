import { beforeEach, expect, it } from 'vitest';
import { FAILURE_MEMORY_MS, waitAfter } from '../../auth/throttle/policy.ts';
import {
  clearThrottles,
  deleteThrottle,
  listThrottles,
  recordFailure,
  takeOwnerNotice,
  waitingThrottles,
} from '../../auth/throttle/repository.ts';
import { describeEachEngine } from '../each-engine.ts';

const NOW = new Date('2026-03-02T10:00:00.250Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const EMAIL = 'ada@flo.test';
const ADDRESS = 'address:203.0.113.7' as const;

/** The login throttles, the same on SQLite and PostgreSQL and across nodes (ADR 031, 050). */
export const loginThrottleCases = describeEachEngine(
  'login throttles',
  ({ engine, connectAgain }) => {
    const fail = (source: typeof ADDRESS | 'account', when = NOW, on = engine()) =>
      on.commit(recordFailure, 'admin', EMAIL, source, when);

    beforeEach(async () => {
      await engine().db.delete(engine().tables.loginThrottles);
    });

    it('counts failures, waits from the last free one, and starts again after a quiet day', async () => {
      for (let i = 1; i <= 4; i++) expect((await fail(ADDRESS)).failures).toBe(i);
      expect(await engine().run(waitingThrottles, 'admin', EMAIL, [ADDRESS], NOW)).toEqual([]);
      const fifth = await fail(ADDRESS);
      expect(fifth).toMatchObject({
        failures: 5,
        lastFailureAt: NOW,
        blockedUntil: at(waitAfter(ADDRESS, 5)),
      });
      const waiting = await engine().run(
        waitingThrottles,
        'admin',
        EMAIL,
        [ADDRESS, 'account'],
        NOW,
      );
      expect(waiting.map((row) => row.source)).toEqual([ADDRESS]);
      expect(await engine().run(waitingThrottles, 'business', EMAIL, [ADDRESS], NOW)).toEqual([]);
      expect((await fail(ADDRESS, at(FAILURE_MEMORY_MS + 1))).failures).toBe(1);
    });

    it('counts every failure recorded at once on two nodes', async () => {
      const otherNode = connectAgain();
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          fail('account', NOW, i % 2 === 0 ? engine() : otherNode),
        ),
      );
      const [row] = await engine().run(listThrottles, NOW, 10);
      expect(row).toMatchObject({ source: 'account', failures: 6 });
    });

    it('lists waiting sources first, forgets cleared ones, and deletes one by id', async () => {
      for (let i = 0; i < 6; i++) await fail(ADDRESS, at(-1000));
      const account = await fail('account');
      const tell = (when: Date, on = engine()) => on.commit(takeOwnerNotice, account.id, when);
      const atOnce = await Promise.all([tell(at(5)), tell(at(5), connectAgain())]);
      expect(atOnce.sort()).toEqual([false, true]);
      expect(await tell(at(6))).toBe(false);
      const listed = await engine().run(listThrottles, NOW, 10);
      expect(listed.map((row) => row.source)).toEqual([ADDRESS, 'account']);
      expect(listed[1]?.ownerNotifiedAt).toEqual(at(5));
      expect(await tell(at(5 + FAILURE_MEMORY_MS))).toBe(true);
      await engine().run(clearThrottles, 'admin', EMAIL, [ADDRESS]);
      expect((await engine().run(listThrottles, NOW, 10)).map((row) => row.source)).toEqual([
        'account',
      ]);
      expect(await engine().run(deleteThrottle, account.id)).toBe(true);
      expect(await engine().run(deleteThrottle, account.id)).toBe(false);
    });
  },
);
