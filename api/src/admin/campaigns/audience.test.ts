import { afterAll, describe, expect, it, vi } from 'vitest';
import { runOnSqliteNow } from '../../db/engine/index.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { audienceMembers } from './audience.ts';

const t = createTestApp();
afterAll(() => t.close());

/** The plan of the one statement `run` prepares (parameters bound as NULL). */
function queryPlan(run: () => void): string[] {
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
  const [source = ''] = statements;
  const nulls = Array.from(source.matchAll(/\?/g), () => null);
  const rows = prepare(`explain query plan ${source}`).all(...nulls) as { detail: string }[];
  return rows.map((row) => row.detail);
}

describe('a campaign audience', () => {
  it('reads a city’s specialists through the city, status index and unsubscribes by key', () => {
    const plan = queryPlan(() =>
      runOnSqliteNow(t.db, audienceMembers, {
        citySlug: 'leeds',
        serviceSlug: 'tile',
        claimedOnly: true,
      }),
    );
    expect(plan).toContainEqual(
      expect.stringMatching(
        /^SEARCH s USING INDEX specialists_city_status_idx \(city_id=\? AND status=\?\)/,
      ),
    );
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH u USING .*INDEX sqlite_autoindex_mail_unsubscribes_1/),
    );
    expect(plan.some((step) => step.startsWith('SCAN'))).toBe(false);
  });
});
