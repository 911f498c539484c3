import { expect } from 'vitest';
import { apiTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { seedEngine } from './seed-engine.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const rows = (api: TestApp, table: string) =>
  api.db.$client.prepare(`select count(*) from ${table}`).pluck().get() as number;

apiTest(
  'on SQLite seeds as the server always has: reference data, then the demo directory on top',
  async ({ api }) => {
    expect(await seedEngine(api.deps.engine, 'none')).toEqual({ seeded: true, note: null });
    expect(rows(api, 'services')).toBeGreaterThan(5);
    expect(rows(api, 'specialists')).toBe(0);
    await seedEngine(api.deps.engine, 'demo', { now: NOW });
    expect(rows(api, 'specialists')).toBeGreaterThan(500);
  },
);
