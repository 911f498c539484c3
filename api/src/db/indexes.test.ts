import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findAdminCredentials, findBusinessCredentials } from '../auth/repository.ts';
import { listRecentReviews } from '../home/repository.ts';
import { statementPlans } from '../testing/query-plans.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

describe('lookup indexes', () => {
  it('finds an admin by e-mail through the lower(email) index', () => {
    const [plan] = statementPlans(t.db, () => findAdminCredentials(t.db, 'Admin@Flo.local'));
    expect(plan).toEqual([
      expect.stringMatching(/^SEARCH admins USING INDEX admins_email_lower_unique/),
    ]);
  });

  it('finds a business by e-mail through the lower(email) index', () => {
    const [plan] = statementPlans(t.db, () => findBusinessCredentials(t.db, 'Demo@Flo.local'));
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH businesses USING INDEX businesses_email_lower_unique/),
    );
    expect(plan?.some((step) => step.startsWith('SCAN'))).toBe(false);
  });

  it('lists the newest published reviews through the status, created_at index', () => {
    const [plan] = statementPlans(t.db, () => listRecentReviews(t.db, 6));
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH r USING INDEX reviews_status_created_idx \(status=\?\)/),
    );
    expect(plan?.some((step) => step.startsWith('SCAN') || step.includes('TEMP B-TREE'))).toBe(
      false,
    );
  });
});
