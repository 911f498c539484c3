import type pg from 'pg';
import type { CopiedColumn } from './plan.ts';

/*
 * The statements the copy runs on the PostgreSQL side, all inside its one transaction.
 */

/** PostgreSQL's limit on the parameters of one statement. */
const MAX_PARAMETERS = 65_535;

/** Rows per multi-row INSERT: few round trips, bounded memory, within the parameter limit. */
export const BATCH_ROWS = 500;

/**
 * Tables the migrations fill and triggers keep from the copied ones, outside the drizzle
 * schema (ADR 047): emptied with the copied tables by --replace, rebuilt after the copy.
 */
export const DERIVED_TABLES = ['specialist_search'];

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** How many rows of `columns` fit one INSERT. */
export const batchRows = (columns: number) =>
  Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns)));

/** Inserts rows of values, already converted, into `table`'s `columns` in one statement. */
export async function insertRows(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  const tuples = rows.map(
    (_, row) => `(${columns.map((_, col) => `$${row * columns.length + col + 1}`).join(', ')})`,
  );
  await client.query(
    `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${tuples.join(', ')}`,
    rows.flat(),
  );
}

/** Sets `column` of the rows of `table` whose `key` is given, from [key, value] pairs. */
export async function updateColumn(
  client: pg.ClientBase,
  table: string,
  key: CopiedColumn,
  column: CopiedColumn,
  pairs: unknown[][],
): Promise<void> {
  const tuples = pairs.map(
    (_, row) => `($${row * 2 + 1}::${key.sqlType}, $${row * 2 + 2}::${column.sqlType})`,
  );
  await client.query(
    `update ${quote(table)} as t set ${quote(column.name)} = v.value
     from (values ${tuples.join(', ')}) as v(key, value) where t.${quote(key.name)} = v.key`,
    pairs.flat(),
  );
}

/** The tables of `tables` holding at least one row. */
export async function tablesWithRows(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const held: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query(`select exists (select from ${quote(table)}) as held`);
    if (rows[0]?.held) held.push(table);
  }
  return held;
}

/** The tables of `tables` that have a `rowid` column beside the drizzle schema's (ADR 047). */
export async function tablesWithRowid(
  client: pg.ClientBase,
  tables: string[],
): Promise<Set<string>> {
  const { rows } = await client.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = current_schema() and column_name = 'rowid' and table_name = any($1)`,
    [tables],
  );
  return new Set(rows.map((row) => row.table_name));
}

/**
 * Turns the tables' own triggers off or back on. The copied rows carry the totals, last lead
 * and stamps the triggers would add up again, so they stay off while rows go in; foreign keys
 * (system triggers) stay checked. The table's owner may do this, no superuser needed.
 */
export async function setTriggers(
  client: pg.ClientBase,
  tables: string[],
  state: 'enable' | 'disable',
): Promise<void> {
  for (const table of tables) {
    await client.query(`alter table ${quote(table)} ${state} trigger user`);
  }
}

/**
 * Fills the full-text table from the copied specialists as migration 0004_search does, and
 * gives both data version stamps a new value, as the triggers would have.
 */
export async function rebuildDerived(client: pg.ClientBase): Promise<void> {
  await client.query(
    `insert into specialist_search (rowid, name, description, city, services)
     select sp.id, sp.name, sp.description, c.name, specialist_search_services(sp.id)
     from specialists sp join cities c on c.id = sp.city_id`,
  );
  for (const stamp of ['public_data_version', 'city_points_version']) {
    await client.query(`update ${stamp} set stamp = floor(random() * 9007199254740991)`);
  }
}

/** Moves every identity's sequence past the highest id copied, so new rows get new ids. */
export async function moveSequences(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = current_schema() and is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2),
         coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
      [quote(table), column],
    );
  }
}

/** Rows in `table`. */
export async function countRows(client: pg.ClientBase, table: string): Promise<number> {
  const { rows } = await client.query(`select count(*)::int as count from ${quote(table)}`);
  return rows[0]?.count ?? 0;
}
