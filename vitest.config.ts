import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The API's files that need a module graph of their own are a project apart (ADR 044).
    projects: [
      'contract',
      'api',
      'api/vitest.isolated.config.ts',
      'chat-machine',
      'widget',
      'site',
      'scripts',
      'bench',
    ],
  },
});
