import { copyFileSync, existsSync, linkSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { copyDatabaseFile, DatabaseFileError, flushToDisk } from './copy.ts';
import { DatabaseInUseError, lockDatabase } from './server-lock.ts';

/** Tables every Flo database has had since its first migration. */
const FLO_TABLES = ['enquiries', 'specialists'];

export interface RestoreRequest {
  /** The backup to restore: a file `npm run backup` or a scheduled snapshot wrote. */
  backupFile: string;
  /** The server's database file, which the backup replaces. */
  databasePath: string;
  /** Names the file the replaced database is kept as. */
  at: Date;
}

export interface RestoredDatabase {
  bytes: number;
  /** Where the replaced database now is, with its -wal beside it; absent if there was none. */
  keptAs?: string;
}

function assertFloDatabase(path: string, backupFile: string): void {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const names = db
      .prepare(`select name from sqlite_master where type = 'table'`)
      .pluck()
      .all() as string[];
    const missing = FLO_TABLES.filter((table) => !names.includes(table));
    if (missing.length > 0) {
      throw new DatabaseFileError(`${backupFile} is not a Flo database (no ${missing.join(', ')})`);
    }
  } finally {
    db.close();
  }
}

/**
 * Keeps the database being replaced as `<database>.before-restore-<time>`, its -wal and -shm
 * moved beside it under that name (so the kept file opens with every commit it had). The old
 * file is linked rather than moved, so the database path never stands empty.
 */
function keepAside(databasePath: string, at: Date): string | undefined {
  if (!existsSync(databasePath)) return undefined;
  const keptAs = `${databasePath}.before-restore-${at.toISOString().replace(/[:.]/g, '-')}`;
  try {
    linkSync(databasePath, keptAs);
  } catch {
    copyFileSync(databasePath, keptAs);
  }
  for (const suffix of ['-wal', '-shm', '-journal']) {
    if (existsSync(`${databasePath}${suffix}`)) {
      renameSync(`${databasePath}${suffix}`, `${keptAs}${suffix}`);
    }
  }
  return keptAs;
}

/**
 * Restores a backup into a stopped server's data directory: takes the server lock (refusing
 * with `DatabaseInUseError` while a server runs on that database), copies the backup beside
 * the database with the online backup API and checks it (`integrity_check`, and that it is a
 * Flo database), keeps the current database aside, then renames the copy into its place. The
 * migrations of a newer release apply at the server's next start, as after any upgrade.
 *
 * @example
 * const { keptAs } = await restoreDatabase({ backupFile, databasePath, at: new Date() });
 */
export async function restoreDatabase(request: RestoreRequest): Promise<RestoredDatabase> {
  const { backupFile, databasePath } = request;
  if (!existsSync(backupFile) || !statSync(backupFile).isFile()) {
    throw new DatabaseFileError(`There is no backup file at ${backupFile}`);
  }
  if (resolve(backupFile) === resolve(databasePath)) {
    throw new DatabaseFileError(`${backupFile} is the database itself; name a backup file`);
  }
  let lock: ReturnType<typeof lockDatabase>;
  try {
    lock = lockDatabase(databasePath);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    error.message = `A Flo server is running on ${databasePath} (it holds ${error.lockFile}). Stop it first (SIGTERM, e.g. systemctl stop flo), then restore: replacing the file under a running server would lose what it writes and could corrupt the database.`;
    throw error;
  }
  try {
    const incoming = `${databasePath}.restoring`;
    const { bytes } = await copyDatabaseFile(backupFile, incoming);
    try {
      assertFloDatabase(incoming, backupFile);
    } catch (error) {
      rmSync(incoming, { force: true });
      throw error;
    }
    const keptAs = keepAside(databasePath, request.at);
    renameSync(incoming, databasePath);
    flushToDisk(dirname(databasePath));
    return keptAs ? { bytes, keptAs } : { bytes };
  } finally {
    lock.release();
  }
}
