import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// @flo/chat-machine and @flo/contract are read from source, through their `@flo/source` export
// condition (docs/decisions/022-publishable-packages.md): jsdom tests resolve as a browser,
// `@vitest-environment node` ones as a server.

export default defineProject({
  resolve: { conditions: ['@flo/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@flo/source', ...defaultServerConditions] } },
  test: {
    name: 'widget',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 60_000,
  },
});
