/**
 * `npm run db:copy`: copies a Flo SQLite file into a PostgreSQL database, for moving a
 * deployment from SQLite to PostgreSQL (docs/operations.md, "Moving to PostgreSQL").
 *
 * Usage (from the repository root):
 *
 *     npm run db:copy -- --from ./data/flo.db --to postgres://flo:secret@db.internal/flo
 *
 * `--from` defaults to DATABASE_PATH (the server's SQLite file), `--to` to DATABASE_URL. The
 * target is migrated first; one that already holds data is refused unless `--replace` is
 * given, which deletes all of it. Prints each table's rows, then a summary; exits 1 with a
 * readable message when the copy is refused or fails (the target is then as it was), 2 on a
 * usage error.
 *
 * @example
 * DATABASE_URL=postgres://flo@db.internal/flo npm run db:copy -- --from ./data/flo.db
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { describePostgresUrl } from '../migrate/postgres.ts';
import { copySqliteToPostgres } from './copy.ts';

const USAGE =
  'Usage: npm run db:copy -- [--from <sqlite file>] [--to <postgres url>] [--replace]\n' +
  '       --from defaults to DATABASE_PATH, --to to DATABASE_URL';

class UsageError extends Error {}

/** npm runs workspace scripts inside api/; a relative path means the folder it was typed in. */
const fromTypedFolder = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

function targetOf(flag: string | undefined): string {
  const url = flag ?? process.env.DATABASE_URL;
  if (!url) throw new UsageError('name the PostgreSQL database: --to <url> or DATABASE_URL');
  try {
    // The server's own check of DATABASE_URL.
    return loadEnv({ DATABASE_URL: url }).databaseUrl ?? url;
  } catch {
    // Not echoed: a mistyped URL may still hold a password.
    throw new UsageError(
      '--to must be a postgres:// or postgresql:// URL (postgres://user:password@host:5432/flo)',
    );
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      replace: { type: 'boolean', default: false },
    },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected ${positionals.join(' ')}`);
  const from = values.from
    ? fromTypedFolder(values.from)
    : loadEnv({ DATABASE_PATH: process.env.DATABASE_PATH }).databasePath;
  const to = targetOf(values.to);
  const target = describePostgresUrl(to);
  console.log(`Copying ${from} to ${target}`);
  const started = Date.now();
  const { tables } = await copySqliteToPostgres(from, to, {
    replace: values.replace,
    onTable: (table, rows) => console.log(`  ${table}: ${rows.toLocaleString('en-GB')} rows`),
  });
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Copied ${rows.toLocaleString('en-GB')} rows in ${tables.length} tables to ${target} in ${seconds} s; every table's row count matches ${from}.`,
  );
}

main().catch((error: unknown) => {
  const usage =
    error instanceof UsageError ||
    String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS');
  console.error(error instanceof Error ? error.message : String(error));
  if (usage) console.error(USAGE);
  process.exit(usage ? 2 : 1);
});
