/**
 * `npm run migrate`: applies the database migrations and exits, for a deploy to run before it
 * starts the new servers.
 *
 * With DATABASE_URL (postgres://…) it migrates that PostgreSQL database with api/drizzle-pg;
 * without it, the SQLite file the server would open (DATABASE_PATH, relative to the
 * repository root) with api/drizzle. Prints how many migrations were applied; exits 1 with a
 * readable message when the database cannot be reached or a migration fails.
 *
 * @example
 * DATABASE_URL=postgres://flo:secret@db.internal/flo npm run migrate
 */
import { loadEnv } from '../env.ts';
import { describePostgresUrl, migratePostgres, POSTGRES_MIGRATIONS } from './postgres.ts';
import { describeResult } from './result.ts';
import { migrateSqlite } from './sqlite.ts';

async function main(): Promise<void> {
  // The server's own reading of these two, defaults and checks included.
  const env = loadEnv({
    DATABASE_PATH: process.env.DATABASE_PATH,
    DATABASE_URL: process.env.DATABASE_URL,
  });
  if (env.databaseUrl) {
    const result = await migratePostgres(env.databaseUrl, POSTGRES_MIGRATIONS);
    console.log(describeResult(describePostgresUrl(env.databaseUrl), result));
  } else {
    console.log(describeResult(env.databasePath, migrateSqlite(env.databasePath)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
