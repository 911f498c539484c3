import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_MIGRATIONS } from '../../migrate/postgres.ts';
import { testDatabase } from '../../testing/postgres/index.ts';
import { migrationObjects } from './migration-objects.ts';
import * as pgSchema from './schema.ts';

/** How information_schema names each drizzle column type of the schema. */
const CATALOG_TYPES: Record<string, string> = {
  PgInteger: 'int4',
  PgBigInt53: 'int8',
  PgTimestamp: 'timestamptz',
  PgText: 'text',
  PgJsonb: 'jsonb',
  PgBoolean: 'bool',
  PgDoublePrecision: 'float8',
};

const tables = Object.values(pgSchema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map(getTableConfig);

let client: pg.Client;
const rows = async (text: string, params: unknown[] = []) =>
  (await client.query(text, params)).rows;
const names = async (text: string) => new Set((await rows(text)).map((row) => row.name as string));

beforeAll(async () => {
  client = new pg.Client({ connectionString: await testDatabase() });
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder: POSTGRES_MIGRATIONS });
});
afterAll(() => client.end());

describe('the PostgreSQL migrations, applied by drizzle to an empty database', () => {
  it('make every column of the schema with its type and nullability', async () => {
    const columns = await rows(`select table_name, column_name, udt_name, is_nullable
      from information_schema.columns where table_schema = 'public'`);
    const found = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c]));
    const wrong = tables.flatMap((table) =>
      table.columns.flatMap((column) => {
        const c = found.get(`${table.name}.${column.name}`);
        const expected = `${CATALOG_TYPES[column.columnType]} ${column.notNull ? 'NO' : 'YES'}`;
        const actual = c ? `${c.udt_name} ${c.is_nullable}` : 'missing';
        return actual === expected ? [] : [`${table.name}.${column.name}: ${actual}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('make every index and unique constraint of the schema and of the hand-written migrations', async () => {
    const indexes = await names(
      "select indexname as name from pg_indexes where schemaname = 'public'",
    );
    const declared = tables.flatMap((table) => [
      ...table.indexes.map((index) => index.config.name ?? `an unnamed index on ${table.name}`),
      ...table.columns.filter((c) => c.isUnique).map((c) => c.uniqueName as string),
    ]);
    const written = [...migrationObjects(POSTGRES_MIGRATIONS).indexes];
    expect([...declared, ...written].filter((name) => !indexes.has(name))).toEqual([]);
  });

  it("make SQLite's triggers and stamp tables under the same names", async () => {
    const sqlite = migrationObjects(fileURLToPath(new URL('../../../drizzle', import.meta.url)));
    const triggers = await names('select tgname as name from pg_trigger where not tgisinternal');
    expect([...triggers].sort()).toEqual([...sqlite.triggers].sort());
    const stamps = await names(`select table_name as name from information_schema.tables
      where table_name in ('public_data_version', 'city_points_version', 'specialist_search')`);
    expect(stamps.size).toBe(3);
  });
});
