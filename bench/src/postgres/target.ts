import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@flo/api/env';
import pg from 'pg';

/**
 * The table a bench run leaves in a database it filled: a later run may delete that database's
 * data and copy its own anew, which it never does to a database without it.
 */
export const BENCH_MARKER = 'flo_bench_owner';

/** What the bench found in the database `BENCH_DATABASE_URL` names, before touching it. */
export interface TargetState {
  /** Rows in `specialists`; null when the table does not exist (a database never migrated). */
  specialists: number | null;
  /** Whether an earlier bench run left `BENCH_MARKER` there. */
  marked: boolean;
}

/** `fresh`: copy into an empty database; `replace`: delete a bench-filled one's data first. */
export type CopyMode = 'fresh' | 'replace';

/** The URL without its password, for messages and the results file. */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/**
 * How the bench may copy its data set into the target, or a readable refusal: a database an
 * earlier run marked is replaced; one holding specialists the bench did not put there is
 * refused, whatever else it holds; any other is copied into as it is (and `db:copy` itself
 * refuses one that holds other data).
 *
 * @example
 * copyModeFor({ specialists: null, marked: false }, 'postgres://flo@localhost/flo_bench') // 'fresh'
 */
export function copyModeFor(state: TargetState, described: string): CopyMode {
  if (state.marked) return 'replace';
  if (state.specialists === null || state.specialists === 0) return 'fresh';
  throw new Error(
    `BENCH_DATABASE_URL names ${described}, which holds ${state.specialists.toLocaleString('en-GB')} ` +
      'specialists the bench did not put there. The bench copies its own data set over the ' +
      'database it runs on, so it only uses an empty database (createdb flo_bench) or one an ' +
      'earlier bench run filled; nothing was changed.',
  );
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `BENCH_DATABASE_URL (${describePostgres(url)}): cannot connect: ${(error as Error).message}`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Reads the target's state and decides how to copy into it, refusing readably (see `copyModeFor`). */
export function inspectTarget(url: string): Promise<CopyMode> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ specialists: string | null; marker: string | null }>(
      `select to_regclass('specialists')::text as specialists, to_regclass($1)::text as marker`,
      [BENCH_MARKER],
    );
    const found = rows[0];
    let specialists: number | null = null;
    if (found?.specialists) {
      const count = await client.query<{ n: number }>('select count(*)::int as n from specialists');
      specialists = count.rows[0]?.n ?? 0;
    }
    return copyModeFor({ specialists, marked: Boolean(found?.marker) }, describePostgres(url));
  });
}

/**
 * Copies the SQLite file into the target with `npm run db:copy` (migrating it first; in one
 * transaction, so a failure leaves it as it was), `--replace` for a marked database, then marks
 * it as the bench's. Answers the copy's seconds.
 */
export async function copyIntoTarget(url: string, sqlitePath: string, mode: CopyMode) {
  const started = performance.now();
  const result = spawnSync(
    'npm',
    [
      'run',
      'db:copy',
      '-w',
      '@flo/api',
      '--',
      '--from',
      sqlitePath,
      ...(mode === 'replace' ? ['--replace'] : []),
    ],
    // The URL goes by DATABASE_URL, which db:copy reads without --to, so no password is in argv.
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('npm run db:copy failed (its message is above)');
  const seconds = (performance.now() - started) / 1000;
  await withClient(url, async (client) => {
    await client.query(
      `create table if not exists ${BENCH_MARKER} (copied_at timestamptz not null default now())`,
    );
    await client.query(`insert into ${BENCH_MARKER} default values`);
  });
  return seconds;
}

/** The settings a commit's durability depends on, as the product's connections get them. */
export interface CommitSettings {
  synchronousCommit: string;
  fsync: string;
}

/** Reads `synchronous_commit` and `fsync` as a new connection to the target sees them. */
export function commitSettingsOf(url: string): Promise<CommitSettings> {
  return withClient(url, async (client) => {
    const commit = await client.query<{ synchronous_commit: string }>('show synchronous_commit');
    const fsync = await client.query<{ fsync: string }>('show fsync');
    return {
      synchronousCommit: commit.rows[0]?.synchronous_commit ?? 'unknown',
      fsync: fsync.rows[0]?.fsync ?? 'unknown',
    };
  });
}
