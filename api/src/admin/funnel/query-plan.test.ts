import { afterAll, describe, expect, it } from 'vitest';
import { runOnSqliteNow } from '../../db/engine/index.ts';
import { statementPlans } from '../../testing/query-plans.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { resolvePeriod } from '../figures/period.ts';
import { funnelOf } from './summaries.ts';

const t = createTestApp();
afterAll(() => t.close());

describe('the funnel read-back', () => {
  it('reads the index range of the flow and period, never a whole table', () => {
    const period = resolvePeriod({ from: '2026-01-01', to: '2026-06-30' }, new Date());
    const plans = statementPlans(t.db, () => {
      runOnSqliteNow(t.db, funnelOf, { flow: 'general', period, pageType: 'home', origin: 'site' });
    });
    expect(plans).toHaveLength(5);
    expect(plans.flat().filter((step) => step.startsWith('SCAN'))).toEqual([]);
    for (const plan of plans.slice(0, 4)) {
      expect(plan).toContainEqual(
        expect.stringMatching(
          /^SEARCH flo_funnel_daily USING INDEX flo_funnel_daily_slice_idx \(flow=\? AND day>\? AND day<\?\)/,
        ),
      );
    }
    expect(plans[4]).toContainEqual(
      expect.stringMatching(
        /USING INDEX audit_log_entity_idx \(entity_kind=\? AND entity_id=\? AND at>\? AND at<\?\)/,
      ),
    );
  });
});
