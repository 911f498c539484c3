import { defineProject } from 'vitest/config';

// @flo/contract is read from source, through its `@flo/source` export condition
// (docs/decisions/022-publishable-packages.md).

export default defineProject({
  // Then Vite's defaultServerConditions.
  ssr: { resolve: { conditions: ['@flo/source', 'module', 'node', 'development|production'] } },
  // Pure functions and actors with no module state: one worker reused for every file halves
  // the project's time (a fresh process per file spent longer importing XState than testing).
  test: { name: 'chat-machine', include: ['src/**/*.test.ts'], isolate: false },
});
