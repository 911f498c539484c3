import { beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../db/engine/index.ts';
import { directoryTotals, listRecentReviews } from '../../home/repository.ts';
import { describeEachEngine } from '../each-engine.ts';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30, 0, 250));

/** Two cities, a suspended firm, and reviews in every state, published through the triggers. */
async function insertHome(on: Engine): Promise<void> {
  const { db, tables } = on;
  const cityIds: number[] = [];
  for (const slug of ['leeds', 'york', 'hull']) {
    const [city] = await db
      .insert(tables.cities)
      .values({ slug, name: slug, region: 'North', postcodeAreas: [], population: 1 })
      .returning({ id: tables.cities.id });
    cityIds.push(city?.id ?? 0);
  }
  const ids = new Map<string, number>();
  for (const [slug, city, status] of [
    ['leeds-floors', 0, 'active'],
    ['leeds-carpets', 0, 'active'],
    ['york-floors', 1, 'active'],
    ['hull-floors', 2, 'suspended'],
  ] as const) {
    const [specialist] = await db
      .insert(tables.specialists)
      .values({
        slug,
        name: slug.replace('-', ' '),
        cityId: cityIds[city] ?? 0,
        description: 'Floors.',
        email: `${slug}@example.com`,
        phone: '01130000000',
        postcode: 'LS1 1AA',
        status,
      })
      .returning({ id: tables.specialists.id });
    ids.set(slug, specialist?.id ?? 0);
  }
  const review = (slug: string, rating: number, day: number, status = 'published' as const) => ({
    specialistId: ids.get(slug) ?? 0,
    customerName: `${slug} customer ${day}`,
    rating,
    text: 'Good work.',
    status,
    verified: day % 2 === 0,
    createdAt: at(day),
  });
  await db
    .insert(tables.reviews)
    .values([
      review('leeds-floors', 5, 1),
      review('leeds-floors', 4, 3),
      review('york-floors', 2, 2),
      review('hull-floors', 5, 4),
      { ...review('leeds-carpets', 1, 5), status: 'pending' },
    ]);
}

/** The home page's reads, the same on SQLite and PostgreSQL (ADR 050). */
export const homeCases = describeEachEngine('home reads', ({ engine }) => {
  beforeAll(async () => {
    await insertHome(engine());
  });

  it('lists the newest published reviews of active specialists with their time and badge', async () => {
    const recent = await engine().run(listRecentReviews, 6);
    expect(recent.map((review) => review.customerName)).toEqual([
      'leeds-floors customer 3',
      'york-floors customer 2',
      'leeds-floors customer 1',
    ]);
    expect(recent[1]).toMatchObject({
      rating: 2,
      reviewText: 'Good work.',
      createdAt: at(2),
      verified: true,
      specialistName: 'york floors',
      specialistSlug: 'york-floors',
    });
    expect(recent[0]?.verified).toBe(false);
    expect(await engine().run(listRecentReviews, 1)).toHaveLength(1);
  });

  it('totals the active directory as numbers from the kept review totals', async () => {
    expect(await directoryTotals(engine())).toEqual({
      totalSpecialists: 3,
      totalReviews: 3,
      ratingSum: 11,
      totalCities: 2,
    });
  });
});
