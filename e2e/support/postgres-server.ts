import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, startPostgres } from '@flo/api/testing';
import pg from 'pg';
import { startApiProcess } from './api-process.ts';
import { test as base } from './fixtures.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The console's sign-in on the PostgreSQL server, fixed so none is generated and printed. */
export const POSTGRES_ADMIN = {
  email: 'e2e-pg-admin@flo.local',
  password: 'e2e-pg-admin-password',
} as const;

/** The product server of the `postgres` project and the database it runs on. */
export interface PostgresSite {
  /** The server's origin: API, widget and site, as on SQLite. */
  url: string;
  /** Its PostgreSQL database (`DATABASE_URL`), for checking what a journey stored. */
  databaseUrl: string;
}

interface PostgresWorkerFixtures {
  postgresSite: PostgresSite;
}

/**
 * The suite's `test` with a second product server on PostgreSQL, for the `postgres` project:
 * per worker, a throwaway cluster (`startPostgres`, initdb + pg_ctl in a temp folder) and the
 * real server entry with `DATABASE_URL` on an empty database of it, which the server migrates
 * and seeds with the demo directory itself. Both start only when a test asks for
 * `postgresSite`, so a run without this project pays nothing; both stop, and their folders go,
 * when the worker ends, a failed test's included.
 *
 * @example
 * test('journey', async ({ page, postgresSite }) => { await page.goto(postgresSite.url); });
 */
export const test = base.extend<object, PostgresWorkerFixtures>({
  postgresSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const postgres = await startPostgres();
      const workDir = mkdtempSync(join(tmpdir(), 'flo-e2e-pg-'));
      try {
        const databaseUrl = await createDatabase(postgres.url, 'flo_e2e');
        const api = await startApiProcess({
          repoRoot,
          // No SQLite file with DATABASE_URL: this keeps the media folder, beside it, in the temp folder.
          databasePath: join(workDir, 'flo.db'),
          logPath: join(workDir, 'api.log'),
          extraEnv: {
            DATABASE_URL: databaseUrl,
            ADMIN_EMAIL: POSTGRES_ADMIN.email,
            ADMIN_PASSWORD: POSTGRES_ADMIN.password,
            DEMO_BUSINESS_PASSWORD: 'e2e-pg-business-password',
          },
        });
        try {
          await use({ url: api.url, databaseUrl });
        } finally {
          await api.close();
        }
      } finally {
        await postgres.stop();
        rmSync(workDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/**
 * Runs one query on the database and answers its rows, on a connection of its own.
 *
 * @example
 * const rows = await queryPostgres(databaseUrl, 'select count(*) from enquiries');
 */
export async function queryPostgres<T>(
  databaseUrl: string,
  query: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    return (await client.query(query, values)).rows as T[];
  } finally {
    await client.end();
  }
}
