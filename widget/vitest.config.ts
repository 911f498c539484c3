import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'widget',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 60_000,
  },
});
