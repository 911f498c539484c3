import { defineProject } from 'vitest/config';

// The workspaces' packages (@flo/contract) are read from source, through their `@flo/source`
// export condition (docs/decisions/022-publishable-packages.md).

export default defineProject({
  // Then Vite's defaultServerConditions.
  ssr: { resolve: { conditions: ['@flo/source', 'module', 'node', 'development|production'] } },
  test: { name: 'api', include: ['src/**/*.test.ts', 'build/**/*.test.ts'], testTimeout: 20_000 },
});
