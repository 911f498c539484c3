import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core (ADR 044, 28 November): Vitest 4 chose one on this two-core machine,
    // and half the suite's files wait on child processes, servers and PostgreSQL.
    maxWorkers: '100%',
    // The API's and the site's files that need a module graph of their own are a project apart
    // (ADRs 044, 052), and so are those that need PostgreSQL, whose cluster starts only when
    // they run (ADR 048).
    projects: [
      'contract',
      'api',
      'api/vitest.isolated.config.ts',
      'api/vitest.postgres.config.ts',
      'chat-machine',
      'widget',
      'site',
      'site/vitest.isolated.config.ts',
      'scripts',
      'bench',
    ],
  },
});
