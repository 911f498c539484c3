import { afterAll, expect, it } from 'vitest';
import { runOnSqliteNow } from '../db/engine/index.ts';
import { statementPlans } from '../testing/query-plans.ts';
import { createTestApp } from '../testing/test-app.ts';
import { auditPage, recentChangesPage } from './repository.ts';

const t = createTestApp();
afterAll(() => t.close());
const newest = { sort: 'at', order: 'desc' } as const;
const oldest = { sort: 'at', order: 'asc' } as const;

it('reads each audit list along an index in order, with no temporary sort', () => {
  const plans = statementPlans(t.db, () => {
    runOnSqliteNow(t.db, auditPage, { ...newest, page: 1 });
    runOnSqliteNow(t.db, auditPage, { entityKind: 'listing', entityId: '12', ...newest, page: 1 });
    runOnSqliteNow(t.db, auditPage, {
      actor: 'ada@flo.test',
      from: '2026-01-01',
      ...newest,
      page: 1,
    });
    runOnSqliteNow(t.db, recentChangesPage, 'unreviewed', 1);
    runOnSqliteNow(t.db, recentChangesPage, 'reviewed', 1);
  });
  const steps = (i: number) => plans[i]?.join('\n') ?? '';
  // Each list is a count, then its page.
  expect(steps(1)).toContain('USING INDEX audit_log_at_idx');
  expect(steps(3)).toMatch(
    /SEARCH audit_log USING INDEX audit_log_entity_idx \(entity_kind=\? AND entity_id=\?/,
  );
  expect(steps(5)).toMatch(
    /SEARCH audit_log USING INDEX audit_log_actor_idx \(actor_label=\? AND at>\?/,
  );
  for (const i of [6, 7, 8, 9, 10])
    expect(steps(i)).toMatch(/USING (COVERING )?INDEX audit_log_queue_idx/);
  expect(plans.flat().some((step) => step.includes('TEMP B-TREE'))).toBe(false);
});

it('reads the audit log oldest first along the same indexes, with no temporary sort', () => {
  const plans = statementPlans(t.db, () => {
    runOnSqliteNow(t.db, auditPage, { ...oldest, page: 1 });
    runOnSqliteNow(t.db, auditPage, { entityKind: 'listing', entityId: '12', ...oldest, page: 1 });
  });
  expect(plans[1]?.join('\n')).toContain('USING INDEX audit_log_at_idx');
  expect(plans[3]?.join('\n')).toMatch(/SEARCH audit_log USING INDEX audit_log_entity_idx/);
  expect(plans.flat().some((step) => step.includes('TEMP B-TREE'))).toBe(false);
});
