import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findAdminCredentials, findBusinessCredentials } from '../auth/repository.ts';
import { listRecentReviews } from '../home/repository.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { Db } from './client.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

/**
 * Runs a repository call, catching the SQL it prepares, and answers SQLite's query plan for each
 * statement. Parameters are bound as NULL: without ANALYZE statistics the plan does not depend on
 * the values.
 */
function queryPlans(db: Db, run: () => void): string[][] {
  const prepare = db.$client.prepare.bind(db.$client);
  const statements: string[] = [];
  const spy = vi.spyOn(db.$client, 'prepare').mockImplementation((source: string) => {
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

describe('lookup indexes', () => {
  it('finds an admin by e-mail through the lower(email) index', () => {
    const [plan] = queryPlans(t.db, () => findAdminCredentials(t.db, 'Admin@Flo.local'));
    expect(plan).toEqual([
      expect.stringMatching(/^SEARCH admins USING INDEX admins_email_lower_unique/),
    ]);
  });

  it('finds a business by e-mail through the lower(email) index', () => {
    const [plan] = queryPlans(t.db, () => findBusinessCredentials(t.db, 'Demo@Flo.local'));
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH businesses USING INDEX businesses_email_lower_unique/),
    );
    expect(plan?.some((step) => step.startsWith('SCAN'))).toBe(false);
  });

  it('lists the newest published reviews through the status, created_at index', () => {
    const [plan] = queryPlans(t.db, () => listRecentReviews(t.db, 6));
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH r USING INDEX reviews_status_created_idx \(status=\?\)/),
    );
    expect(plan?.some((step) => step.startsWith('SCAN') || step.includes('TEMP B-TREE'))).toBe(
      false,
    );
  });
});
