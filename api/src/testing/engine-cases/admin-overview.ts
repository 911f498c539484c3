import { beforeAll, expect, it } from 'vitest';
import { overviewFigures } from '../../admin/overview/repository.ts';
import { queueCounts } from '../../admin/queue-counts/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertQueueItems } from './admin-queue-rows.ts';

const NOW = new Date('2026-03-02T10:00:00.250Z');

/** The console's overview figures and queue counts, the same on SQLite and PostgreSQL (ADR 050). */
export const adminOverviewCases = describeEachEngine('admin overview', ({ engine }) => {
  beforeAll(async () => {
    await insertQueueItems(engine(), 'overview', NOW);
  });

  it('counts listings by status, enquiries by age and open items as numbers', async () => {
    expect(await engine().run(overviewFigures, NOW)).toEqual({
      specialists: { active: 1, suspended: 1 },
      enquiries: { last7Days: 2, last30Days: 2, unmatchedOpen: 2 },
      pendingReviews: 1,
      pendingClaims: 1,
    });
  });

  it('counts what waits in each queue as numbers', async () => {
    expect(await engine().run(queueCounts)).toEqual({
      reviews: 1,
      claims: 1,
      recentChanges: 1,
      specialistMessages: 1,
      failedMail: 1,
    });
  });
});
