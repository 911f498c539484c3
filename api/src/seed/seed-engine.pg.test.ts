import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { allRows, type Engine, postgresEngine } from '../db/engine/index.ts';
import { testDatabase } from '../testing/postgres/index.ts';
import { UK_CITIES } from './cities.ts';
import { DEMO_BUSINESS_EMAIL } from './demo.ts';
import { seedEngine } from './seed-engine.ts';
import { SERVICES } from './services.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const opened: Engine[] = [];
afterAll(() => Promise.all(opened.map((engine) => engine.close())));

/** A new, migrated PostgreSQL database and its engine. */
async function freshDatabase() {
  const databaseUrl = await testDatabase({ migrated: true });
  const engine = postgresEngine(databaseUrl, { poolSize: 2 });
  opened.push(engine);
  return { engine, databaseUrl };
}

/** Rows per table of the directory, to tell seeded from not and a second seed from none. */
async function directory(engine: Engine) {
  const { businesses, cities, reviews, services, specialists } = engine.tables;
  const rows = async (
    table: typeof cities | typeof services | typeof specialists | typeof reviews,
  ) => (await engine.db.select({ n: count() }).from(table))[0]?.n;
  return {
    services: await rows(services),
    cities: await rows(cities),
    specialists: await rows(specialists),
    reviews: await rows(reviews),
    demoBusiness: (
      await engine.db
        .select({ email: businesses.email })
        .from(businesses)
        .where(eq(businesses.email, DEMO_BUSINESS_EMAIL))
    ).length,
  };
}

describe('seedEngine on PostgreSQL', () => {
  it('gives a new database the reference data with SEED=none, and nothing more on a second start', async () => {
    const { engine, databaseUrl } = await freshDatabase();
    expect(await seedEngine(engine, 'none', { databaseUrl })).toEqual({
      seeded: true,
      note: expect.stringMatching(/seeded the new database with the reference data/),
    });
    const seeded = await directory(engine);
    expect(seeded).toMatchObject({ specialists: 0, reviews: 0, demoBusiness: 0 });
    expect(seeded.services).toBe(SERVICES.length);
    expect(seeded.cities).toBe(UK_CITIES.length);

    const again = await seedEngine(engine, 'demo', { databaseUrl, now: NOW });
    expect(again).toEqual({ seeded: false, note: expect.stringMatching(/nothing was seeded/) });
    expect(await directory(engine)).toEqual(seeded);
  });

  it('brings an existing database the guides a new release ships, and keeps an edited one', async () => {
    const { engine, databaseUrl } = await freshDatabase();
    await seedEngine(engine, 'none', { databaseUrl });
    const { articles } = engine.tables;
    const guides = await engine.db.select({ slug: articles.slug }).from(articles);
    const [removed, edited] = guides.map((guide) => guide.slug);
    await engine.db.delete(articles).where(eq(articles.slug, removed ?? ''));
    await engine.db
      .update(articles)
      .set({ title: 'Ours' })
      .where(eq(articles.slug, edited ?? ''));
    expect((await seedEngine(engine, 'none', { databaseUrl })).note).toMatch(/up to date/);
    const after = await engine.db
      .select({ slug: articles.slug, title: articles.title })
      .from(articles);
    expect(after.map((guide) => guide.slug).sort()).toEqual(guides.map((g) => g.slug).sort());
    expect(after.find((guide) => guide.slug === edited)?.title).toBe('Ours');
  });

  it('gives a new database the demo directory with SEED=demo, once', async () => {
    const { engine, databaseUrl } = await freshDatabase();
    expect((await seedEngine(engine, 'demo', { databaseUrl, now: NOW })).seeded).toBe(true);
    const seeded = await directory(engine);
    expect(seeded.specialists).toBeGreaterThan(500);
    expect(seeded.reviews).toBeGreaterThan(1000);
    expect(seeded.demoBusiness).toBe(1);
    // The search table, kept by triggers, is rebuilt by the copy: every listing is searchable.
    const [searchable] = await allRows<{ n: number }>(
      engine,
      sql`select count(*)::int as n from specialist_search`,
    );
    expect(searchable?.n).toBe(seeded.specialists);

    expect((await seedEngine(engine, 'demo', { databaseUrl, now: NOW })).seeded).toBe(false);
    expect(await directory(engine)).toEqual(seeded);
  });

  it('seeds a new database once when two nodes start on it at the same time', async () => {
    const { engine, databaseUrl } = await freshDatabase();
    const other = postgresEngine(databaseUrl, { poolSize: 2 });
    opened.push(other);
    const outcomes = await Promise.all([
      seedEngine(engine, 'none', { databaseUrl }),
      seedEngine(other, 'none', { databaseUrl }),
    ]);
    expect(outcomes.map((outcome) => outcome.seeded).sort()).toEqual([false, true]);
    expect((await directory(engine)).services).toBe(SERVICES.length);
  });
});
