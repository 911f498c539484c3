import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as sqliteSchema from '../db/schema.ts';
import { copyPlan } from './plan.ts';

const sqliteTables = (Object.values(sqliteSchema) as unknown[]).filter(
  (value): value is SQLiteTable => is(value, SQLiteTable),
);

describe('the copy plan read from both schemas', () => {
  const plan = copyPlan();
  const position = new Map(plan.map((table, index) => [table.name, index]));

  it('holds every table of the SQLite schema once', () => {
    expect(plan.map((t) => t.name).sort()).toEqual(
      sqliteTables.map((table) => getTableName(table)).sort(),
    );
  });

  it('puts each table after those its keys point at, but for the keys set at the end', () => {
    const late: string[] = [];
    for (const table of sqliteTables) {
      const name = getTableName(table);
      const deferred = new Set(plan[position.get(name) ?? -1]?.deferred.map((c) => c.name));
      for (const key of getTableConfig(table).foreignKeys) {
        const { columns, foreignTable } = key.reference();
        if (columns.every((c) => deferred.has(c.name))) continue;
        const target = getTableName(foreignTable);
        if ((position.get(target) ?? -1) >= (position.get(name) ?? -1)) {
          late.push(`${name} → ${target}`);
        }
      }
    }
    expect(late).toEqual([]);
  });

  it('breaks the specialists ↔ businesses cycle at the nullable claim', () => {
    const deferred = plan.flatMap((t) => t.deferred.map((c) => `${t.name}.${c.name}`));
    expect(deferred).toEqual(['specialists.claimed_by_business_id']);
  });

  it('converts stored SQLite values into what PostgreSQL is sent, by the column types', () => {
    const column = (table: string, name: string) => {
      const found = plan.find((t) => t.name === table)?.columns.find((c) => c.name === name);
      if (!found) throw new Error(`no ${table}.${name} in the plan`);
      return found;
    };
    expect(column('reviews', 'created_at').convert(1_764_000_000_123)).toBe(
      '2025-11-24T16:00:00.123Z',
    );
    expect(column('reviews', 'verified').convert(1)).toBe(true);
    expect(column('specialists', 'areas').convert('[ "Salford" ]')).toBe('["Salford"]');
    expect(column('cities', 'latitude').convert(53.48)).toBe(53.48);
    expect(column('reviews', 'created_at').convert(null)).toBeNull();
    expect(plan.find((t) => t.name === 'specialists')?.columns.map((c) => c.name)).not.toContain(
      'rating_tenths',
    );
  });
});
