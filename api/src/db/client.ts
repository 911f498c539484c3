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

/** How long a connection waits for another's write lock before failing with SQLITE_BUSY. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

export interface ConnectOptions {
  /** DATABASE_BUSY_TIMEOUT_MS; `DEFAULT_BUSY_TIMEOUT_MS` when left out. */
  busyTimeoutMs?: number;
  /** A connection that may only read (the read threads, ADR 045): any write throws. */
  readonly?: boolean;
}

/**
 * Opens (creating if needed) the SQLite file with the durability pragmas. WAL with
 * `synchronous=FULL` means a committed enquiry survives a power cut; the busy timeout lets a
 * second connection (the writer thread, another process) wait instead of failing. Use
 * `openDatabase` unless another connection has applied the migrations already.
 *
 * @example
 * const db = connectDatabase(databasePath); // in the enquiry writer thread
 */
export function connectDatabase(path: string, options: ConnectOptions = {}): Db {
  const readonly = options.readonly ?? false;
  if (path !== ':memory:' && !readonly) mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path, { readonly });
  // The file is in WAL mode once a writing connection opened it; a reader cannot set it.
  if (!readonly) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS}`);
  // Savepoint and statement journals only serve a rollback within this process; on disk
  // (the default) every page a group commit's savepoint touches was written to a temp file.
  sqlite.pragma('temp_store = MEMORY');
  const db = drizzle(sqlite, { schema }) as Db;
  // A deferred transaction reads first and takes the write lock at its first write; should
  // another connection (the enquiry writer thread, ADR 020) commit in between, that write
  // fails with SQLITE_BUSY_SNAPSHOT. IMMEDIATE takes the lock at BEGIN, waiting for the
  // other connection's commit instead, so every transaction here begins IMMEDIATE.
  const deferred = db.transaction.bind(db);
  db.transaction = ((transaction, config) =>
    deferred(transaction, { behavior: 'immediate', ...config })) as typeof db.transaction;
  return db;
}

/**
 * Connects to the SQLite file (`connectDatabase`) and applies the drizzle-kit migrations.
 *
 * @example
 * const db = openDatabase('./data/flo.db');
 */
export function openDatabase(path: string, options: ConnectOptions = {}): Db {
  const db = connectDatabase(path, options);
  migrate(db, { migrationsFolder });
  return db;
}
