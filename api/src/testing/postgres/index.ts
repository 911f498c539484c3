/**
 * PostgreSQL for tests: a throwaway cluster per test run (initdb + pg_ctl in a temp folder, on
 * a free port, as an unprivileged user when run as root), and a fresh database per test file.
 * Files named `*.pg.test.ts` run in the `api-postgres` project, whose global setup starts the
 * cluster only when such a file is in the run (docs/decisions/048-postgresql-in-tests.md).
 *
 * @example
 * import pg from 'pg';
 * import { testDatabase } from '../testing/postgres/index.ts';
 *
 * const client = new pg.Client(await testDatabase({ migrated: true }));
 * await client.connect();
 */
export { postgresBinFolder } from './binaries.ts';
export { CLUSTER_USER, type RunningPostgres, startPostgres } from './cluster.ts';
export { type CreateDatabaseOptions, createDatabase, databaseUrl } from './databases.ts';
export { MIGRATED_TEMPLATE, type ProvidedPostgres } from './global-setup.ts';
export { type TestDatabaseOptions, testDatabase } from './test-database.ts';
