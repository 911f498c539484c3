import { closeSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Pages per backup step after the first: all of them. SQLite restarts a stepwise backup
 * whenever another connection (the enquiry writer thread, another process) commits between
 * two steps, which under steady enquiries could go on for ever; one step reads every page in
 * one read transaction, a snapshot that WAL lets writers go on beside.
 */
const ALL_PAGES = 0x7fffffff;

/** SQLite's own files beside a database. */
const SIDE_FILES = ['-journal', '-wal', '-shm'];

/** A copy or a file that cannot be used as a database: the message says why. */
export class DatabaseFileError extends Error {}

/** Makes a write (a file's bytes, or a rename in a folder) survive a power cut. */
export function flushToDisk(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function removeWithSideFiles(path: string): void {
  for (const suffix of ['', ...SIDE_FILES]) rmSync(`${path}${suffix}`, { force: true });
}

/**
 * Runs `PRAGMA integrity_check` on a database file of our own making, first switching it to a
 * rollback journal so it stays one self-contained file (no -wal or -shm beside it when opened).
 * Throws `DatabaseFileError` naming the first problems, or saying it is no database at all.
 *
 * @example
 * verifyDatabaseFile('/backups/flo.db.partial');
 */
export function verifyDatabaseFile(path: string): void {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    const problems = db.pragma('integrity_check(10)', { simple: false }) as {
      integrity_check: string;
    }[];
    const found = problems.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (found.length > 0) {
      throw new DatabaseFileError(`${path} fails integrity_check: ${found.join('; ')}`);
    }
  } catch (error) {
    if (error instanceof DatabaseFileError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseFileError(`${path} cannot be read as a SQLite database: ${reason}`);
  } finally {
    db.close();
  }
}

/**
 * Copies a live SQLite database with SQLite's online backup API (a consistent snapshot, while
 * other connections go on writing) into `<target>.partial`, checks the copy with
 * `verifyDatabaseFile`, flushes it to disk and only then renames it to `target`. A copy that
 * fails is deleted, so `target` only ever names a verified copy. Returns its size.
 *
 * @example
 * const { bytes } = await copyDatabaseFile('/srv/flo/data/flo.db', '/backups/flo-2026-11-27.db');
 */
export async function copyDatabaseFile(
  sourcePath: string,
  targetPath: string,
): Promise<{ bytes: number }> {
  const partial = `${targetPath}.partial`;
  removeWithSideFiles(partial);
  try {
    const source = new Database(sourcePath, { fileMustExist: true, timeout: 5000 });
    try {
      await source.backup(partial, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    verifyDatabaseFile(partial);
    flushToDisk(partial);
    renameSync(partial, targetPath);
    flushToDisk(dirname(targetPath));
  } catch (error) {
    removeWithSideFiles(partial);
    throw error;
  }
  return { bytes: statSync(targetPath).size };
}
