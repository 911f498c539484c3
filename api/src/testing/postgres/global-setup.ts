import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratePostgres, POSTGRES_MIGRATIONS } from '../../migrate/postgres.ts';
import { startPostgres } from './cluster.ts';
import { createDatabase } from './databases.ts';

/** The database holding every migration, which test databases copy (`CREATE DATABASE … TEMPLATE`). */
export const MIGRATED_TEMPLATE = 'flo_migrated';

/** What the `api-postgres` project's files read with `inject('postgres')`. */
export interface ProvidedPostgres {
  /** The throwaway cluster's maintenance database, as its superuser. */
  url: string;
  /** `MIGRATED_TEMPLATE` once api/drizzle-pg holds migrations; null until then. */
  migratedTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: ProvidedPostgres;
  }
}

/**
 * Vitest global setup of the `api-postgres` project: one throwaway cluster for the whole run,
 * started only when the run includes a `*.pg.test.ts` file, with the migrations applied once
 * into a template; stopped, and its folder removed, when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres();
  try {
    let migratedTemplate: string | null = null;
    if (existsSync(join(POSTGRES_MIGRATIONS, 'meta/_journal.json'))) {
      const templateUrl = await createDatabase(postgres.url, MIGRATED_TEMPLATE);
      await migratePostgres(templateUrl, POSTGRES_MIGRATIONS);
      migratedTemplate = MIGRATED_TEMPLATE;
    }
    project.provide('postgres', { url: postgres.url, migratedTemplate });
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return () => postgres.stop();
}
