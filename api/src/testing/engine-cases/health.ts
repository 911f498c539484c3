import { expect, it } from 'vitest';
import { readHealthRow, writeHealthRow } from '../../health/repository.ts';
import { describeEachEngine } from '../each-engine.ts';

const T0 = Date.parse('2026-03-02T10:00:00Z');

/** The health row `/readyz` writes and reads, the same on SQLite and PostgreSQL (ADR 035, 050). */
export const healthRowCases = describeEachEngine('health row', ({ engine }) => {
  it('reads nothing before the first check, then the latest check time as epoch ms', async () => {
    expect(await engine().run(readHealthRow)).toBeUndefined();
    await engine().run(writeHealthRow, T0);
    await engine().commit(writeHealthRow, T0 + 1000);
    expect(await engine().run(readHealthRow)).toBe(T0 + 1000);
    const { healthChecks } = engine().tables;
    expect(await engine().db.select().from(healthChecks)).toEqual([
      { id: 1, checkedAt: T0 + 1000 },
    ]);
  });
});
