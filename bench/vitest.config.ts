import { defineProject } from 'vitest/config';

// The bench imports the API's modules (its env, its rate limits), which read the workspaces'
// packages from source through their `@flo/source` export condition, as `npm run bench` does
// (tsx --conditions=@flo/source); a fresh clone has no built package to fall back on.
export default defineProject({
  // Then Vite's defaultServerConditions.
  ssr: { resolve: { conditions: ['@flo/source', 'module', 'node', 'development|production'] } },
});
