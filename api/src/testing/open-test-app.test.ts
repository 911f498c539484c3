import pg from 'pg';
import { describe, expect, inject } from 'vitest';
import { apiTest, directoryTest } from './fixtures.ts';
import { openTestApp, testDialect } from './open-test-app.ts';

describe('openTestApp', () => {
  apiTest('runs the app on the engine of this project', async ({ api }) => {
    expect(api.engine.dialect).toBe(testDialect());
    if (testDialect() === 'postgres') expect(() => api.db.select()).toThrow(/SQLite only/);
    expect((await api.app.request('/readyz')).status).toBe(200);
  });

  directoryTest(
    'holds the arrangement, with the same ids on either engine',
    async ({ api, directory }) => {
      const { db, tables } = api.engine;
      const stored = await db
        .select({ id: tables.specialists.id, slug: tables.specialists.slug })
        .from(tables.specialists);
      expect(Object.fromEntries(stored.map((s) => [s.slug, s.id]))).toEqual(directory.ids);
    },
  );

  apiTest.runIf(testDialect() === 'postgres')('drops its database when closed', async () => {
    const api = await openTestApp();
    const client = new pg.Client(inject('postgres').url);
    await client.connect();
    const count = async () =>
      (await client.query('select count(*)::int as n from pg_database')).rows[0].n as number;
    const before = await count();
    await api.close();
    expect(await count()).toBe(before - 1);
    await client.end();
  });
});
