import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** The file whose lock says a server (or a restore) is using `databasePath`. */
export function lockFileOf(databasePath: string): string {
  return `${databasePath}.server-lock`;
}

/** The database is in use by another server or a restore, which holds `lockFile`. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly databasePath: string,
    readonly lockFile: string,
  ) {
    super(
      `Another Flo server, or a restore, is using ${databasePath}: it holds ${lockFile}. Stop it before starting this one.`,
    );
  }
}

export interface DatabaseLock {
  /** Lets the next server or restore take the lock. */
  release(): void;
}

/**
 * Takes the lock every Flo server holds on its database for as long as it runs, and a
 * restore while it replaces the file: an exclusive SQLite lock on `<database>.server-lock`
 * (a byte-range lock of the operating system), which the system also drops when the process
 * dies, even by kill -9, so it never goes stale as a pid file can. Throws `DatabaseInUseError`
 * at once when someone else holds it.
 *
 * @example
 * const lock = lockDatabase('/srv/flo/data/flo.db');
 * // … serve …
 * lock.release();
 */
export function lockDatabase(databasePath: string): DatabaseLock {
  mkdirSync(dirname(databasePath), { recursive: true });
  const file = lockFileOf(databasePath);
  const db = new Database(file, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = MEMORY');
    // The first write takes the exclusive lock, which EXCLUSIVE mode keeps until close. The
    // holder's pid stays in the file for whoever looks after it stops.
    db.pragma(`user_version = ${process.pid}`);
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseInUseError(databasePath, file);
    }
    throw error;
  }
  return { release: () => db.close() };
}
