import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { enquiriesPage } from './repository.ts';

const t = createTestApp();
afterAll(() => t.close());

/** Each SQL statement `run` prepares, with SQLite's plan for it (parameters bound as NULL). */
function queryPlans(run: () => void): string[][] {
  const prepare = t.db.$client.prepare.bind(t.db.$client);
  const statements: string[] = [];
  const spy = vi.spyOn(t.db.$client, 'prepare').mockImplementation((source: string) => {
    statements.push(source);
    return prepare(source);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return statements.map((source) => {
    const nulls = Array.from(source.matchAll(/\?/g), () => null);
    const rows = prepare(`explain query plan ${source}`).all(...nulls) as { detail: string }[];
    return rows.map((row) => row.detail);
  });
}

describe('the admin enquiry list', () => {
  it('reads the status, created_at or created_at index in order, with no temporary sort', () => {
    const plans = queryPlans(() => {
      enquiriesPage(t.db, { status: 'new', from: '2026-01-01', page: 1 });
      enquiriesPage(t.db, { page: 1 });
    });
    expect(plans[0]).toContainEqual(
      expect.stringMatching(/^SEARCH e USING INDEX enquiries_status_created_idx \(status=\?/),
    );
    expect(plans[1]).toContainEqual('SCAN e USING INDEX enquiries_created_idx');
    expect(plans.flat().some((step) => step.includes('TEMP B-TREE'))).toBe(false);
  });
});
