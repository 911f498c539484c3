import { existsSync } from 'node:fs';
import { expect } from 'vitest';
import { specialists } from '../db/schema.ts';
import { apiTest } from './fixtures.ts';

let previousFile = '';

apiTest('gives each test a migrated database of its own', async ({ api }) => {
  expect((await api.app.request('/healthz')).status).toBe(200);
  expect(api.db.select().from(specialists).all()).toEqual([]);
  previousFile = api.db.$client.name;
});

apiTest('and deletes it after the test', ({ api }) => {
  expect(api.db.$client.name).not.toBe(previousFile);
  expect(existsSync(previousFile)).toBe(false);
});
