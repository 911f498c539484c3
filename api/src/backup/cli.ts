/**
 * `npm run backup` and `npm run restore`: the operator's commands for the SQLite database.
 *
 * Usage (from the repository root):
 *
 *     npm run backup -- --out /backups/flo-before-upgrade.db
 *     npm run restore -- /backups/flo-before-upgrade.db
 *
 * Both act on the database the server uses: DATABASE_PATH (relative to the repository root,
 * as for the server), or `--database <file>`. A backup is taken while the server runs; a
 * restore refuses to run until the server on that database has stopped.
 *
 * @example
 * npm run backup -- --out ./flo-copy.db --database ./data/flo.db
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { copyDatabaseFile, DatabaseFileError } from './copy.ts';
import { restoreDatabase } from './restore.ts';

const USAGE = [
  'Usage: npm run backup -- --out <file> [--database <file>]',
  '       npm run restore -- <backup file> [--database <file>]',
].join('\n');

class UsageError extends Error {}

/** npm runs workspace scripts inside api/; a relative path means the folder it was typed in. */
const fromTypedFolder = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function databasePathOf(flag: string | undefined): string {
  if (flag) return fromTypedFolder(flag);
  // The server's own resolution of DATABASE_PATH, default included.
  return loadEnv({ DATABASE_PATH: process.env.DATABASE_PATH }).databasePath;
}

async function backup(out: string | undefined, databasePath: string): Promise<void> {
  if (!out) throw new UsageError('--out <file> is required');
  const target = fromTypedFolder(out);
  if (!existsSync(databasePath)) {
    throw new DatabaseFileError(
      `There is no database at ${databasePath}: set DATABASE_PATH or pass --database <file>`,
    );
  }
  if (!existsSync(dirname(target))) {
    throw new DatabaseFileError(`The folder ${dirname(target)} does not exist: make it first`);
  }
  if (existsSync(target)) {
    throw new DatabaseFileError(`${target} already exists: a backup never overwrites a file`);
  }
  const started = Date.now();
  const { bytes } = await copyDatabaseFile(databasePath, target);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up ${databasePath} to ${target} (${megabytes(bytes)}, integrity_check ok, ${seconds} s)`,
  );
}

async function restore(file: string | undefined, databasePath: string): Promise<void> {
  if (!file) throw new UsageError('name the backup file to restore');
  const backupFile = fromTypedFolder(file);
  const { bytes, keptAs } = await restoreDatabase({ backupFile, databasePath, at: new Date() });
  console.log(
    `Restored ${backupFile} into ${databasePath} (${megabytes(bytes)}, integrity_check ok).`,
  );
  if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
  console.log(
    'Logo and photo files (MEDIA_DIR) are not in the database: restore them from their own copy. Then start the server.',
  );
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, database: { type: 'string' } },
  });
  const [command, file, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`unexpected ${rest.join(' ')}`);
  const databasePath = databasePathOf(values.database);
  if (command === 'backup' && !file) return backup(values.out, databasePath);
  if (command === 'restore' && !values.out) return restore(file, databasePath);
  throw new UsageError(`unexpected arguments: ${process.argv.slice(2).join(' ')}`);
}

main().catch((error: unknown) => {
  const usage =
    error instanceof UsageError ||
    String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS');
  console.error(error instanceof Error ? error.message : String(error));
  if (usage) console.error(USAGE);
  process.exit(usage ? 2 : 1);
});
