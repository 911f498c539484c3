import { vi } from 'vitest';
import type { Db } from '../db/client.ts';

/**
 * SQLite's plan of each statement `run` reads through (`all` and `get`), in the order they ran,
 * explained with the values each was run with (the planner's choice around a full-text match
 * depends on them), one `detail` line per plan step.
 *
 * @example
 * const [listing, count] = statementPlans(db, () => listSomething(db));
 * expect(listing).toContain('SCAN s USING INDEX specialists_city_idx');
 */
export function statementPlans(db: Db, run: () => void): string[][] {
  const prepare = db.$client.prepare.bind(db.$client);
  const calls: { source: string; params: unknown[] }[] = [];
  const spy = vi.spyOn(db.$client, 'prepare').mockImplementation((source: string) => {
    const statement = prepare(source);
    for (const method of ['all', 'get'] as const) {
      const original = statement[method].bind(statement) as (...params: unknown[]) => unknown;
      Object.assign(statement, {
        [method]: (...params: unknown[]) => {
          calls.push({ source, params });
          return original(...params);
        },
      });
    }
    return statement;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return calls.map(({ source, params }) => {
    const rows = prepare(`explain query plan ${source}`).all(...params) as { detail: string }[];
    return rows.map((row) => row.detail);
  });
}

/**
 * Every plan step of every statement `run` reads through, as one list (see `statementPlans`).
 *
 * @example
 * const plans = queryPlans(db, () => listSomething(db));
 * expect(plans.join('\n')).not.toMatch(/SCAN reviews/);
 */
export function queryPlans(db: Db, run: () => void): string[] {
  return statementPlans(db, run).flat();
}
