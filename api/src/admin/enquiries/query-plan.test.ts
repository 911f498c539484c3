import { afterAll, describe, expect, it } from 'vitest';
import { runOnSqliteNow } from '../../db/engine/index.ts';
import { statementPlans } from '../../testing/query-plans.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { enquiriesPage } from './repository.ts';

const t = createTestApp();
const newest = { sort: 'received', order: 'desc' } as const;
afterAll(() => t.close());

describe('the admin enquiry list', () => {
  it('reads the status, created_at or created_at index in order, with no temporary sort', () => {
    const plans = statementPlans(t.db, () => {
      runOnSqliteNow(t.db, enquiriesPage, {
        status: 'new',
        from: '2026-01-01',
        ...newest,
        page: 1,
      });
      runOnSqliteNow(t.db, enquiriesPage, { ...newest, page: 1 });
    });
    // Each page, then its total: a count along the same index.
    for (const plan of [plans[0], plans[1]]) {
      expect(plan).toContainEqual(
        expect.stringMatching(
          /^SEARCH e USING (COVERING )?INDEX enquiries_status_created_idx \(status=\?/,
        ),
      );
    }
    expect(plans[2]).toContainEqual('SCAN e USING INDEX enquiries_created_idx');
    expect(plans[3]).toContainEqual(expect.stringMatching(/^SCAN e USING COVERING INDEX/));
    expect(plans.flat().some((step) => step.includes('TEMP B-TREE'))).toBe(false);
  });

  it('sorts by status or received time, either way, along an index with no temporary sort', () => {
    for (const order of ['asc', 'desc'] as const) {
      const [byStatus, , byReceived] = statementPlans(t.db, () => {
        runOnSqliteNow(t.db, enquiriesPage, { sort: 'status', order, page: 1 });
        runOnSqliteNow(t.db, enquiriesPage, { sort: 'received', order, page: 1 });
      });
      expect(byStatus).toContainEqual(
        expect.stringMatching(/^SCAN e USING (COVERING )?INDEX enquiries_status_created_idx/),
      );
      expect(byReceived).toContainEqual('SCAN e USING INDEX enquiries_created_idx');
      expect([...(byStatus ?? []), ...(byReceived ?? [])].join()).not.toContain('TEMP B-TREE');
    }
  });
});
