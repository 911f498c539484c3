import { test } from 'vitest';
import { createTestApp } from './test-app.ts';

/**
 * Vitest's `test` with an `api` fixture: a fresh API on its own SQLite file for each test,
 * closed and deleted after it, so a test file needs no `beforeEach`/`afterEach` pair.
 *
 * @example
 * apiTest('answers', async ({ api }) => {
 *   expect((await api.app.request('/healthz')).status).toBe(200);
 * });
 */
// biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
export const apiTest = test.extend('api', async ({}, { onCleanup }) => {
  const api = createTestApp();
  onCleanup(() => api.close());
  return api;
});
