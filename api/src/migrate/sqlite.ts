import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { DatabaseInUseError, lockDatabase } from '../backup/server-lock.ts';
import { openDatabase } from '../db/client.ts';
import { MigrationError, type MigrationResult } from './result.ts';

function appliedCount(databasePath: string): number {
  if (!existsSync(databasePath)) return 0;
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    const table = sqlite
      .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
      .get();
    if (!table) return 0;
    return (sqlite.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number })
      .n;
  } finally {
    sqlite.close();
  }
}

/**
 * Applies the migrations the SQLite file lacks, exactly as a starting server would
 * (`openDatabase`, creating the file if needed), under the lock every server holds on its
 * database: a running server has applied its own already, and a restore must not be met
 * half-way (ADR 034).
 *
 * @example
 * const { before, after } = migrateSqlite('/srv/flo/data/flo.db');
 */
export function migrateSqlite(databasePath: string): MigrationResult {
  let lock: ReturnType<typeof lockDatabase>;
  try {
    lock = lockDatabase(databasePath);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new MigrationError(
      `A Flo server, or a restore, is using ${databasePath} (it holds ${error.lockFile}). A server applies the migrations itself when it starts; stop it to apply them ahead of a start.`,
    );
  }
  try {
    const before = appliedCount(databasePath);
    openDatabase(databasePath).$client.close();
    return { before, after: appliedCount(databasePath) };
  } finally {
    lock.release();
  }
}
