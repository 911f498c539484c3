import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'api', 'chat-machine', 'widget', 'site', 'scripts', 'bench'],
  },
});
