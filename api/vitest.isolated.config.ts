import { defineProject } from 'vitest/config';

/**
 * API test files that replace a module with `vi.mock`, which in a shared worker would stand in
 * for the real module in the files after them: they get a fresh module graph each
 * (docs/decisions/044-suite-time.md).
 */
export const ISOLATED_TESTS = ['src/server-writer-thread.test.ts'];

export default defineProject({
  ssr: { resolve: { conditions: ['@flo/source', 'module', 'node', 'development|production'] } },
  test: { name: 'api-isolated', include: ISOLATED_TESTS, testTimeout: 60_000, isolate: true },
});
