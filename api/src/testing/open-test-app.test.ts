import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject } from 'vitest';
import { allRows } from '../db/engine/index.ts';
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
    const [own] = await allRows<{ name: string }>(
      api.engine,
      sql`select current_database() as name`,
    );
    const client = new pg.Client(inject('postgres').url);
    await client.connect();
    const held = async () =>
      (await client.query('select 1 from pg_database where datname = $1', [own?.name])).rowCount;
    expect(await held()).toBe(1);
    await api.close();
    expect(await held()).toBe(0);
    await client.end();
  });
});
