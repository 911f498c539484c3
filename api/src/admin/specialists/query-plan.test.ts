import { afterAll, expect, it } from 'vitest';
import { runOnSqliteNow } from '../../db/engine/index.ts';
import { statementPlans } from '../../testing/query-plans.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { adminSpecialistsPage } from './repository.ts';

const t = createTestApp();
afterAll(() => t.close());

it('sorts every listing by name or when added, either way, along an index with no temporary sort', () => {
  for (const order of ['asc', 'desc'] as const) {
    const [byName = [], , byAdded = []] = statementPlans(t.db, () => {
      runOnSqliteNow(t.db, adminSpecialistsPage, { sort: 'name', order, page: 1 });
      runOnSqliteNow(t.db, adminSpecialistsPage, { sort: 'added', order, page: 1 });
    });
    expect(byName).toContainEqual('SCAN sp USING INDEX specialists_admin_name_idx');
    expect(byAdded).toContainEqual('SCAN sp');
    expect([...byName, ...byAdded].join()).not.toContain('TEMP B-TREE');
  }
});
