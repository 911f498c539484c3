import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database, { type RunResult } from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { API_ROOT } from '../api-root.ts';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The database or an open transaction on it: writes given one join the caller's transaction. */
export type DbExecutor = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

const migrationsFolder = join(API_ROOT, 'drizzle');

/**
 * Opens (creating if needed) the SQLite file, sets the durability pragmas and applies the
 * drizzle-kit migrations. WAL with `synchronous=FULL` means a committed enquiry survives a
 * power cut; the busy timeout lets a second process wait instead of failing.
 *
 * @example
 * const db = openDatabase('./data/flo.db');
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Savepoint and statement journals only serve a rollback within this process; on disk
  // (the default) every page a group commit's savepoint touches was written to a temp file.
  sqlite.pragma('temp_store = MEMORY');
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder });
  return db;
}
