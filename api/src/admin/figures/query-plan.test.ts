import { afterAll, describe, expect, it } from 'vitest';
import { runOnSqliteNow } from '../../db/engine/index.ts';
import { statementPlans } from '../../testing/query-plans.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { resolvePeriod } from './period.ts';
import {
  claimsPerWeek,
  enquiryGroups,
  leadDelays,
  livePlansByTier,
  periodLeads,
  plansPerWeek,
  unmatchedEnquiries,
} from './repository.ts';

const t = createTestApp();
afterAll(() => t.close());

describe('the marketplace figures', () => {
  it('read index ranges of the period, never a whole table of enquiries, leads, claims or plans', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    const period = resolvePeriod({ from: '2026-01-01', to: '2026-06-30' }, now);
    const plans = statementPlans(t.db, () => {
      runOnSqliteNow(t.db, enquiryGroups, period);
      runOnSqliteNow(t.db, periodLeads, period);
      runOnSqliteNow(t.db, leadDelays, period);
      runOnSqliteNow(t.db, unmatchedEnquiries, period);
      runOnSqliteNow(t.db, claimsPerWeek, period);
      runOnSqliteNow(t.db, plansPerWeek, period);
      runOnSqliteNow(t.db, livePlansByTier, now);
    });
    expect(plans).toHaveLength(8);
    const steps = plans.flat();
    expect(steps.filter((step) => step.startsWith('SCAN'))).toEqual([]);
    for (const plan of plans.slice(0, 4)) {
      expect(plan).toContainEqual(
        expect.stringMatching(
          /^SEARCH (e|enquiries) USING (COVERING )?INDEX enquiries_created_idx \(created_at>\? AND created_at<\?\)/,
        ),
      );
    }
    expect(plans[1]).toContainEqual(
      expect.stringMatching(
        /^SEARCH r USING (PRIMARY KEY|INDEX sqlite_autoindex_enquiry_recipients_1) \(enquiry_id=\?/,
      ),
    );
    expect(plans[4]).toContainEqual(
      expect.stringMatching(/USING (COVERING )?INDEX claim_requests_created_idx/),
    );
    expect(plans[5]).toContainEqual(
      expect.stringMatching(/USING (COVERING )?INDEX subscriptions_created_idx/),
    );
    for (const plan of plans.slice(6)) {
      expect(plan).toContainEqual(
        expect.stringMatching(/USING (COVERING )?INDEX subscriptions_status_idx/),
      );
    }
  });
});
