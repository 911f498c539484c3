import { fileURLToPath } from 'node:url';
import { is, sql } from 'drizzle-orm';
import { integer, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as sqliteSchema from '../schema.ts';
import { migrationObjects } from './migration-objects.ts';
import * as pgSchema from './schema.ts';
import { pgShape, sqliteShape, tableDifferences } from './schema-agreement.ts';

const sqliteTables = new Map(
  Object.values(sqliteSchema as Record<string, unknown>)
    .filter((value): value is SQLiteTable => is(value, SQLiteTable))
    .map((table) => [getTableConfig(table).name, table]),
);
const pgTables = new Map(
  Object.values(pgSchema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [pgShape(table).name, table]),
);

/**
 * Indexes only one dialect's hand-written migrations make. FTS5 indexes its virtual table by
 * itself; PostgreSQL's specialist_search needs a GIN index on its tsvector for the same searches.
 */
const PG_ONLY_INDEXES = ['specialist_search_document_idx'];

/** The unique columns' names: an index on SQLite, a table constraint on PostgreSQL. */
const uniqueColumnNames = new Set(
  [...sqliteTables.values()].flatMap((table) =>
    getTableConfig(table)
      .columns.filter((c) => c.isUnique)
      .map((c) => c.uniqueName),
  ),
);

describe('the PostgreSQL schema agrees with the SQLite schema', () => {
  it('exports the same names', () => {
    expect(Object.keys(pgSchema).sort()).toEqual(Object.keys(sqliteSchema).sort());
  });

  it('declares the same tables', () => {
    expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
  });

  it('gives every table the same columns, value types, keys, constraints and indexes', () => {
    const differences = [...sqliteTables].flatMap(([name, table]) => {
      const pg = pgTables.get(name);
      return pg ? tableDifferences(sqliteShape(table), pgShape(pg)) : [];
    });
    expect(differences).toEqual([]);
  });

  it('has hand-written migrations leave the same tables, triggers and indexes standing', () => {
    const sqlite = migrationObjects(fileURLToPath(new URL('../../../drizzle', import.meta.url)));
    const pg = migrationObjects(fileURLToPath(new URL('../../../drizzle-pg', import.meta.url)));
    expect([...pg.tables].sort()).toEqual([...sqlite.tables].sort());
    expect([...pg.triggers].sort()).toEqual([...sqlite.triggers].sort());
    const indexes = (names: Set<string>, skipped: string[]) =>
      [...names].filter((name) => !uniqueColumnNames.has(name) && !skipped.includes(name)).sort();
    expect(indexes(pg.indexes, PG_ONLY_INDEXES)).toEqual(indexes(sqlite.indexes, []));
  });
});

describe('the comparison', () => {
  it('names the table and column of each difference', () => {
    const altered = pgTable('specialist_checks', {
      id: integer('id').primaryKey(),
      specialistId: integer('specialist_id').references(() => pgSchema.specialists.id),
      kind: text('kind').notNull(),
      detail: text('detail').notNull(),
      seenOn: integer('seen_on').notNull(),
      expiresOn: text('expires_on'),
      recordedByAdminId: integer('recorded_by_admin_id')
        .notNull()
        .references(() => pgSchema.admins.id),
      createdAt: text('created_at').notNull().default(sql`now()`),
      removedByAdminId: integer('removed_by_admin_id').references(() => pgSchema.admins.id),
    });
    const differences = tableDifferences(
      sqliteShape(sqliteSchema.specialistChecks),
      pgShape(altered),
    );
    expect(differences).toEqual(
      expect.arrayContaining([
        'specialist_checks columns: only SQLite has removed_at',
        'specialist_checks.id: serial is true on SQLite, false on PostgreSQL',
        'specialist_checks.specialist_id: notNull is true on SQLite, false on PostgreSQL',
        'specialist_checks.kind: enumValues is insurance|company|trade_body on SQLite, none on PostgreSQL',
        'specialist_checks.seen_on: SQLite SQLiteText cannot be PostgreSQL PgInteger',
        'specialist_checks.created_at: dataType is date on SQLite, string on PostgreSQL',
        'specialist_checks foreign key: only SQLite has (specialist_id) → specialists(id) on delete cascade on update no action',
        'specialist_checks index: only SQLite has specialist_checks_specialist_idx (specialist_id, removed_at)',
      ]),
    );
  });
});
