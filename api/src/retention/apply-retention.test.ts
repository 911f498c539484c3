import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sqliteEngine } from '../db/engine/index.ts';
import { retentionCases } from '../testing/engine-cases/retention.ts';
import { apiTest } from '../testing/fixtures.ts';
import { RETENTION_RULES } from './rules.ts';

retentionCases('sqlite');

apiTest('finds each batch along an index, never scanning a whole table', ({ api }) => {
  const on = sqliteEngine(api.db);
  for (const rule of RETENTION_RULES) {
    for (const after of [undefined, { at: 0, id: 0 }]) {
      const select = rule.select(on, { cutoff: new Date(0), now: new Date(0), after, limit: 1 });
      const plan = api.db.all<{ detail: string }>(sql`explain query plan ${select}`);
      const details = plan.map((step) => step.detail);
      expect(
        details.filter((line) => /^SCAN \w+$/.test(line)),
        rule.name,
      ).toEqual([]);
      expect(details.join('\n'), rule.name).not.toContain('TEMP B-TREE');
    }
  }
});
