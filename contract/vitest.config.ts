import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure rules with no module state: files share a worker rather than a process each.
  test: { name: 'contract', include: ['src/**/*.test.ts'], isolate: false },
});
