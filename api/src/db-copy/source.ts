import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { API_ROOT } from '../api-root.ts';
import { CopyError } from './copy-error.ts';

/** A SQLite file read as one snapshot: what it held when the copy began, whatever is written since. */
export interface SqliteSnapshot {
  /** Rows in `table` in the snapshot. */
  count(table: string): number;
  /** The snapshot's rows of `table`, one array of stored values per row in `columns`' order. */
  rows(table: string, columns: string[]): IterableIterator<unknown[]>;
  close(): void;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const migrationCount = () =>
  (
    JSON.parse(readFileSync(join(API_ROOT, 'drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

function appliedMigrations(sqlite: Database.Database): number {
  const table = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!table) return 0;
  return sqlite.prepare('select count(*) from __drizzle_migrations').pluck().get() as number;
}

/**
 * Opens the SQLite file read-only inside one read transaction, so every table is read as it
 * stood at the same moment while a running server goes on writing (WAL keeps the snapshot's
 * pages until the transaction ends). Refuses a file whose migrations differ from this
 * version's: its columns would not be the schema's.
 *
 * @example
 * const source = openSnapshot('./data/flo.db');
 * try { console.log(source.count('specialists')); } finally { source.close(); }
 */
export function openSnapshot(path: string): SqliteSnapshot {
  if (!existsSync(path))
    throw new CopyError(`${path} does not exist: give --from a Flo SQLite file`);
  let sqlite: Database.Database;
  try {
    sqlite = new Database(path, { readonly: true, fileMustExist: true });
    // The first read of a transaction fixes its snapshot.
    sqlite.exec('begin');
    sqlite.prepare('select count(*) from sqlite_master').get();
  } catch (error) {
    throw new CopyError(`cannot read ${path} as a SQLite database: ${(error as Error).message}`);
  }
  const applied = appliedMigrations(sqlite);
  const expected = migrationCount();
  if (applied !== expected) {
    sqlite.close();
    const advice =
      applied < expected
        ? `run npm run migrate with DATABASE_PATH=${path} (or start this version's server on it) first`
        : 'it was written by a newer version of Flo: copy it with that version';
    throw new CopyError(
      `${path} has ${applied} of this version's ${expected} SQLite migrations applied: ${advice}`,
    );
  }
  return {
    count: (table) =>
      sqlite
        .prepare(`select count(*) from ${quote(table)}`)
        .pluck()
        .get() as number,
    rows: (table, columns) =>
      sqlite
        .prepare(`select ${columns.map(quote).join(', ')} from ${quote(table)}`)
        .raw()
        .iterate() as IterableIterator<unknown[]>,
    close: () => sqlite.close(),
  };
}
