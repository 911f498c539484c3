import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Tests run @flo/widget from source, like the site's builds (its `@flo/source` export condition).

/**
 * Site test files that replace a module with `vi.mock`, which in a shared worker would stand in
 * for the real module in the files after them, or that failed in a shared worker after other
 * files (the admin locations screen never showed a city it had just added, twice in full runs,
 * never alone): they get a worker of their own, in the `site-isolated` project
 * (docs/decisions/052-site-tests-share-workers.md).
 */
export const ISOLATED_TESTS = [
  'src/global/cookie-consent/CookieBanner.test.tsx',
  'src/admin/locations/locations.test.tsx',
];

/** The site's test project: jsdom, the widget from source, the setup file. */
export function siteProject(test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}) {
  return defineProject({
    plugins: [react()],
    resolve: { conditions: ['@flo/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@flo/source', ...defaultServerConditions] } },
    test: {
      ...test,
      environment: 'jsdom',
      setupFiles: ['src/testing/setup.ts'],
      testTimeout: 60_000,
      // A file's `beforeAll` makes its API and database as a test would; on a loaded machine
      // that has taken over Vitest's 10 s default.
      hookTimeout: 60_000,
    },
  });
}

// Files share a worker, its jsdom and the packages it imports (React, the router, jsdom itself)
// rather than starting each from nothing; the setup file puts the document back and makes the
// site's own modules load afresh after each file.
export default siteProject({
  name: 'site',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ISOLATED_TESTS,
  isolate: false,
});
