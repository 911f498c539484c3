import pg from 'pg';
import { describePostgresUrl, migratePostgres, POSTGRES_MIGRATIONS } from '../migrate/postgres.ts';
import { CopyError } from './copy-error.ts';
import { copyPlan, ROWID, type TablePlan } from './plan.ts';
import { openSnapshot, type SqliteSnapshot } from './source.ts';
import {
  batchRows,
  countRows,
  DERIVED_TABLES,
  insertRows,
  moveSequences,
  quote,
  rebuildDerived,
  setTriggers,
  tablesWithRowid,
  tablesWithRows,
  updateColumn,
} from './target.ts';

export interface CopyOptions {
  /** Empty a target that already holds data first; without it such a target is refused. */
  replace?: boolean;
  /** Told of each table once its rows are in. */
  onTable?(table: string, rows: number): void;
}

export interface CopyResult {
  /** Every copied table with its rows, in the order copied. */
  tables: { name: string; rows: number }[];
}

/** Held while copying, so two copies into one database never interleave ("flo-copy"). */
const COPY_LOCK_KEY = 0x666c6f2d636f7079n;

/** [id, value] pairs per UPDATE of a deferred column. */
const BATCH_PAIRS = 500;

const NOTHING_COPIED = 'nothing was copied, the target is as it was';

async function copyTable(
  client: pg.ClientBase,
  source: SqliteSnapshot,
  table: TablePlan,
  withRowid: boolean,
): Promise<number> {
  const names = table.columns.map((c) => c.name);
  const deferred = new Set(table.deferred);
  const converters = table.columns.map((c) => (deferred.has(c) ? () => null : c.convert));
  if (withRowid) {
    names.push(ROWID);
    converters.push((stored) => stored);
  }
  const size = batchRows(names.length);
  let batch: unknown[][] = [];
  let copied = 0;
  const flush = async () => {
    try {
      await insertRows(client, table.name, names, batch);
    } catch (error) {
      throw new CopyError(
        `copying ${table.name} failed at rows ${copied + 1} to ${copied + batch.length}: ${(error as Error).message}; ${NOTHING_COPIED}`,
        { cause: error },
      );
    }
    copied += batch.length;
    batch = [];
  };
  for (const stored of source.rows(table.name, names)) {
    batch.push(stored.map((value, index) => converters[index]?.(value)));
    if (batch.length === size) await flush();
  }
  if (batch.length > 0) await flush();
  return copied;
}

/** Sets the columns copied as null (keys into tables copied later) to their values. */
async function copyDeferred(
  client: pg.ClientBase,
  source: SqliteSnapshot,
  table: TablePlan,
): Promise<void> {
  const key = table.columns.find((c) => c.name === table.primaryKey);
  if (!key) return;
  for (const column of table.deferred) {
    let pairs: unknown[][] = [];
    for (const [id, value] of source.rows(table.name, [key.name, column.name])) {
      if (value === null) continue;
      pairs.push([key.convert(id), column.convert(value)]);
      if (pairs.length === BATCH_PAIRS) {
        await updateColumn(client, table.name, key, column, pairs);
        pairs = [];
      }
    }
    if (pairs.length > 0) await updateColumn(client, table.name, key, column, pairs);
  }
}

/**
 * Copies a Flo SQLite file into a PostgreSQL database: migrates the target, then, in one
 * PostgreSQL transaction, copies every table of the drizzle schema in foreign-key order from
 * one snapshot of the file, keeping ids and rowids, rebuilds the full-text table, moves every
 * identity sequence past the copied ids and checks each table's row count against the
 * source's. A target holding data is refused unless `replace`; any failure leaves it as it
 * was. Throws `CopyError` (or the migration's error) with a message for the operator.
 *
 * @example
 * await copySqliteToPostgres('./data/flo.db', process.env.DATABASE_URL, {
 *   onTable: (table, rows) => console.log(table, rows),
 * });
 */
export async function copySqliteToPostgres(
  from: string,
  to: string,
  options: CopyOptions = {},
): Promise<CopyResult> {
  const source = openSnapshot(from);
  const client = new pg.Client({ connectionString: to, connectionTimeoutMillis: 10_000 });
  try {
    await migratePostgres(to, POSTGRES_MIGRATIONS);
    const plan = copyPlan();
    const names = plan.map((t) => t.name);
    await client.connect();
    await client.query('begin');
    try {
      await client.query('select pg_advisory_xact_lock($1)', [COPY_LOCK_KEY.toString()]);
      const held = await tablesWithRows(client, names);
      if (held.length > 0 && !options.replace) {
        throw new CopyError(
          `${describePostgresUrl(to)} already holds data (rows in ${held.join(', ')}): ${NOTHING_COPIED}. Give --replace to delete all of it and copy anew.`,
        );
      }
      if (held.length > 0) {
        await client.query(
          `truncate ${[...names, ...DERIVED_TABLES].map(quote).join(', ')} restart identity`,
        );
      }
      const withRowid = await tablesWithRowid(client, names);
      await setTriggers(client, names, 'disable');
      const tables: CopyResult['tables'] = [];
      for (const table of plan) {
        const rows = await copyTable(client, source, table, withRowid.has(table.name));
        tables.push({ name: table.name, rows });
        options.onTable?.(table.name, rows);
      }
      for (const table of plan) await copyDeferred(client, source, table);
      await rebuildDerived(client);
      await setTriggers(client, names, 'enable');
      await moveSequences(client);
      const differing: string[] = [];
      for (const table of plan) {
        const [expected, found] = [source.count(table.name), await countRows(client, table.name)];
        if (expected !== found)
          differing.push(`${table.name} (${expected} in SQLite, ${found} copied)`);
      }
      if (differing.length > 0) {
        throw new CopyError(`row counts differ: ${differing.join(', ')}; ${NOTHING_COPIED}`);
      }
      await client.query('commit');
      return { tables };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      if (error instanceof CopyError) throw error;
      throw new CopyError(`copying failed: ${(error as Error).message}; ${NOTHING_COPIED}`, {
        cause: error,
      });
    }
  } finally {
    source.close();
    await client.end().catch(() => undefined);
  }
}
