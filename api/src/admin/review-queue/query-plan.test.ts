import { adminReviewsQuerySchema } from '@flo/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { runOnSqliteNow } from '../../db/engine/index.ts';
import { statementPlans } from '../../testing/query-plans.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { reviewQueuePage } from './repository.ts';

const t = createTestApp();
afterAll(() => t.close());

const query = (params: Record<string, string>) => adminReviewsQuerySchema.parse(params);

describe('the review moderation queue', () => {
  it('reads a status or a listing’s index range in order, and counts along it', () => {
    const plans = statementPlans(t.db, () => {
      const page = (params: Record<string, string>) =>
        runOnSqliteNow(t.db, reviewQueuePage, query(params), new Date());
      page({ q: 'tiles', rating: '1', olderThanDays: '7' });
      page({ specialist: '12', order: 'newest' });
    });
    expect(plans[0]).toContainEqual(
      expect.stringMatching(
        /^SEARCH r USING INDEX reviews_status_created_idx \(status=\? AND created_at<\?\)/,
      ),
    );
    expect(plans[2]).toContainEqual(
      expect.stringMatching(/^SEARCH r USING INDEX reviews_specialist_status_created_idx/),
    );
    expect(plans.flat().some((step) => step.includes('TEMP B-TREE'))).toBe(false);
    expect(plans.flat().some((step) => /^SCAN r\b/.test(step))).toBe(false);
  });
});
