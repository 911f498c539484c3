import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase } from './databases.ts';

export interface TestDatabaseOptions {
  /** A copy of the database with every migration of api/drizzle-pg applied; empty otherwise. */
  migrated?: boolean;
  /** A copy of this database of the run's cluster instead (an arranged template). */
  template?: string;
}

/**
 * A new database of its own on the run's cluster (`api-postgres` project only), for a test
 * file or a test: empty, or a cheap copy of the migrated template. It is dropped with the
 * cluster at the end of the run.
 *
 * @example
 * const url = await testDatabase({ migrated: true });
 */
export async function testDatabase(options: TestDatabaseOptions = {}): Promise<string> {
  const { url, migratedTemplate } = inject('postgres');
  const name = `test_${randomBytes(6).toString('hex')}`;
  if (options.template) return createDatabase(url, name, { template: options.template });
  if (!options.migrated) return createDatabase(url, name);
  if (!migratedTemplate) {
    throw new Error('api/drizzle-pg holds no migrations yet: there is no migrated template');
  }
  return createDatabase(url, name, { template: migratedTemplate });
}
