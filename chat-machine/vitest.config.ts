import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'chat-machine', include: ['src/**/*.test.ts'] },
});
