import { defineProject } from 'vitest/config';

/**
 * API test files that need PostgreSQL: they run apart, in the `api-postgres` project, whose
 * global setup starts one throwaway cluster for the run, and only when one of them is in it
 * (docs/decisions/048-postgresql-in-tests.md).
 */
export const POSTGRES_TESTS = ['src/**/*.pg.test.ts'];

export default defineProject({
  ssr: { resolve: { conditions: ['@flo/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'api-postgres',
    include: POSTGRES_TESTS,
    globalSetup: ['src/testing/postgres/global-setup.ts'],
    testTimeout: 20_000,
    // Each file takes a database of its own, so files can share a worker (ADR 044).
    isolate: false,
  },
});
