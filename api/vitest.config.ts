import { defineProject } from 'vitest/config';
import { ISOLATED_TESTS } from './vitest.isolated.config.ts';
import { POSTGRES_TESTS } from './vitest.postgres.config.ts';

// The workspaces' packages (@flo/contract) are read from source, through their `@flo/source`
// export condition (docs/decisions/022-publishable-packages.md).

export default defineProject({
  // Then Vite's defaultServerConditions.
  ssr: { resolve: { conditions: ['@flo/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    exclude: [...ISOLATED_TESTS, ...POSTGRES_TESTS],
    // The server tests start processes, which on a busy machine took up to 30 s (ADR 044); a
    // test's own limit, when it has one, is the guard that matters.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every test makes its own app, database file and server, and no module keeps state a test
    // reads back: files share a worker rather than importing Hono, drizzle and zod again each
    // (docs/decisions/044-suite-time.md).
    isolate: false,
  },
});
