import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Tests run @flo/widget from source, like the site's builds (its `@flo/source` export condition).

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@flo/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@flo/source', ...defaultServerConditions] } },
  test: {
    name: 'site',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 60_000,
  },
});
