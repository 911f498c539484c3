import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { API_ROOT } from '../api-root.ts';
import { MigrationError, type MigrationResult } from './result.ts';

/** The PostgreSQL migrations drizzle-kit writes (api/drizzle.pg.config.ts). */
export const POSTGRES_MIGRATIONS = join(API_ROOT, 'drizzle-pg');

/** How long a connection attempt waits for the server before the command gives up. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Held while migrating, so two nodes deploying at once apply each migration once: the second
 * waits, then finds nothing left to apply. Any fixed number; this one spells "flo-migr".
 */
const MIGRATION_LOCK_KEY = 0x666c6f2d6d696772n;

/** The URL without its password, to name the target in messages. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

async function appliedCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ found: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!rows[0]?.found) return 0;
  const counted = await client.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return counted.rows[0]?.count ?? 0;
}

/** What went wrong, in words an operator can act on; the driver's own message otherwise. */
interface DriverError {
  code?: string;
  message?: string;
  /** The statement drizzle was running, on its DrizzleQueryError. */
  query?: string;
  cause?: unknown;
}

function readable(error: unknown, url: string): MigrationError {
  // drizzle wraps the driver's error (which carries PostgreSQL's code) in one naming the query.
  const outer = error as DriverError;
  const inner = (outer.cause ?? outer) as DriverError;
  const { code, message } = inner;
  const { hostname, port, pathname } = new URL(url);
  const server = `${hostname}:${port || 5432}`;
  const database = decodeURIComponent(pathname.slice(1)) || '(the user name)';
  const reasons: Record<string, string> = {
    ECONNREFUSED: `cannot reach PostgreSQL at ${server}: connection refused (is it running, and are DATABASE_URL's host and port right?)`,
    ENOTFOUND: `cannot reach PostgreSQL: no host named ${hostname}`,
    ETIMEDOUT: `cannot reach PostgreSQL at ${server}: no answer`,
    '3D000': `the database ${database} does not exist on ${server}: create it first (createdb ${database})`,
    '28P01': `PostgreSQL at ${server} refused the user name or password in DATABASE_URL`,
    '28000': `PostgreSQL at ${server} does not let this user in (pg_hba.conf)`,
  };
  const timedOut = /timeout/i.test(message ?? '');
  const reason =
    (code && reasons[code]) ??
    (timedOut ? `cannot reach PostgreSQL at ${server}: no answer within 10 s` : undefined) ??
    `migrating ${describePostgresUrl(url)} failed, no migration applied: ${message ?? String(error)}${outer.query ? `\nin: ${outer.query.trim()}` : ''}`;
  return new MigrationError(reason, { cause: error });
}

/**
 * Applies the drizzle-kit migrations in `migrationsFolder` that `url`'s database lacks, all in
 * one transaction, and says how many were applied before and after. Throws a
 * `MigrationError` with a readable message when the server cannot be reached or a
 * migration fails (then none of this run's is kept).
 *
 * @example
 * const { before, after } = await migratePostgres(process.env.DATABASE_URL, 'api/drizzle-pg');
 */
export async function migratePostgres(
  url: string,
  migrationsFolder: string,
): Promise<MigrationResult> {
  if (!existsSync(join(migrationsFolder, 'meta/_journal.json'))) {
    throw new MigrationError(
      `${migrationsFolder} holds no drizzle-kit migrations (no meta/_journal.json)`,
    );
  }
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    const before = await appliedCount(client);
    await migrate(drizzle(client), { migrationsFolder });
    return { before, after: await appliedCount(client) };
  } catch (error) {
    throw error instanceof MigrationError ? error : readable(error, url);
  } finally {
    // Ending the session also releases the advisory lock.
    await client.end().catch(() => undefined);
  }
}
