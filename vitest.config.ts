import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['api', 'chat-machine', 'widget', 'site', 'scripts', 'bench'],
  },
});
