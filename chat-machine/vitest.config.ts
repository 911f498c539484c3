import { defineProject } from 'vitest/config';

// @flo/contract is read from source, through its `@flo/source` export condition
// (docs/decisions/022-publishable-packages.md).

export default defineProject({
  // Then Vite's defaultServerConditions.
  ssr: { resolve: { conditions: ['@flo/source', 'module', 'node', 'development|production'] } },
  test: { name: 'chat-machine', include: ['src/**/*.test.ts'] },
});
