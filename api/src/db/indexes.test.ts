import { describe, expect } from 'vitest';
import { findAdminCredentials, findBusinessCredentials } from '../auth/repository.ts';
import { listRecentReviews } from '../home/repository.ts';
import { apiTest } from '../testing/fixtures.ts';
import { statementPlans } from '../testing/query-plans.ts';
import { runOnSqliteNow } from './engine/index.ts';

describe('lookup indexes', () => {
  apiTest('finds an admin by e-mail through the lower(email) index', ({ api }) => {
    const [plan] = statementPlans(api.db, () =>
      runOnSqliteNow(api.db, findAdminCredentials, 'Admin@Flo.local'),
    );
    expect(plan).toEqual([
      expect.stringMatching(/^SEARCH admins USING INDEX admins_email_lower_unique/),
    ]);
  });

  apiTest('finds a business by e-mail through the lower(email) index', ({ api }) => {
    const [plan] = statementPlans(api.db, () =>
      runOnSqliteNow(api.db, findBusinessCredentials, 'Demo@Flo.local'),
    );
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH businesses USING INDEX businesses_email_lower_unique/),
    );
    expect(plan?.some((step) => step.startsWith('SCAN'))).toBe(false);
  });

  apiTest('lists the newest published reviews through the status, created_at index', ({ api }) => {
    const [plan] = statementPlans(api.db, () => runOnSqliteNow(api.db, listRecentReviews, 6));
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH r USING INDEX reviews_status_created_idx \(status=\?\)/),
    );
    expect(plan?.some((step) => step.startsWith('SCAN') || step.includes('TEMP B-TREE'))).toBe(
      false,
    );
  });
});
