import { beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../db/engine/index.ts';
import { specialistCards } from '../../search/cards.ts';
import { searchMatch } from '../../search/fts-query.ts';
import { findCityIds, type SearchFilters, searchSpecialists } from '../../search/repository.ts';
import { describeEachEngine } from '../each-engine.ts';

type Listing = {
  name: string;
  city: 'leeds' | 'york';
  description?: string;
  tier?: 'featured';
  status?: 'suspended';
  reviews?: [count: number, sum: number];
  service?: ['carpet' | 'hardwood', string];
};

/**
 * 'oak' is in one name, one service label and one description, so relevance orders them by
 * where the word is; one lower-case name tells an order without regard to case from byte order.
 */
const LISTINGS: Listing[] = [
  { name: 'Plain Floors', city: 'leeds', description: 'We also fit oak boards and café tiles.' },
  { name: 'Grain Works', city: 'leeds', service: ['hardwood', 'Oak boards'] },
  { name: 'Oak House', city: 'leeds' },
  { name: 'carpet corner', city: 'leeds', reviews: [3, 15], service: ['carpet', 'Carpet fitting'] },
  {
    name: 'Carpet King',
    city: 'york',
    tier: 'featured',
    reviews: [2, 9],
    service: ['carpet', 'Carpet fitting'],
  },
  { name: 'Gone Oak', city: 'leeds', status: 'suspended' },
];

async function insertListings(on: Engine): Promise<Map<string, number>> {
  const { db, tables } = on;
  await db.insert(tables.services).values([
    { slug: 'carpet', name: 'Carpet', keywords: ['carpet'], description: 'Carpets.' },
    { slug: 'hardwood', name: 'Hardwood', keywords: ['hardwood'], description: 'Wood.' },
  ]);
  const cityIds = new Map<string, number>();
  for (const [slug, name, area] of [
    ['leeds', 'Leeds', 'LS'],
    ['york', 'York', 'YO'],
  ] as const) {
    const [city] = await db
      .insert(tables.cities)
      .values({ slug, name, region: 'North', postcodeAreas: [area, 'HG'], population: 1000 })
      .returning({ id: tables.cities.id });
    cityIds.set(slug, city?.id ?? 0);
  }
  for (const [i, listing] of LISTINGS.entries()) {
    const [count, sum] = listing.reviews ?? [0, 0];
    const [specialist] = await db
      .insert(tables.specialists)
      .values({
        slug: `listing-${i}`,
        name: listing.name,
        cityId: cityIds.get(listing.city) ?? 0,
        description: listing.description ?? 'Floors laid and mended.',
        email: `listing-${i}@example.com`,
        phone: '01130000000',
        postcode: 'LS1 1AA',
        tier: listing.tier ?? 'standard',
        status: listing.status ?? 'active',
        reviewCount: count,
        ratingSum: sum,
      })
      .returning({ id: tables.specialists.id });
    if (listing.service) {
      const [serviceSlug, label] = listing.service;
      await db
        .insert(tables.specialistServices)
        .values({ specialistId: specialist?.id ?? 0, serviceSlug, label });
    }
  }
  return cityIds;
}

/** The directory's search, ranked and filtered alike on SQLite (FTS5) and PostgreSQL (tsvector). */
export const searchCases = describeEachEngine('search', ({ engine }) => {
  let cityIds = new Map<string, number>();
  beforeAll(async () => {
    cityIds = await insertListings(engine());
  });

  const search = (filters: Partial<SearchFilters> & { text?: string }) => {
    const { text, ...rest } = filters;
    const match = text === undefined ? undefined : searchMatch(text);
    return searchSpecialists(engine(), {
      sort: 'relevance',
      limit: 20,
      offset: 0,
      ...(match ? { match } : {}),
      ...rest,
    });
  };
  const names = async (filters: Parameters<typeof search>[0]) =>
    (await search(filters)).rows.map((found) => found.name);

  it('ranks a word in the name above one in a service, above one in the description', async () => {
    const found = await search({ text: 'oak' });
    expect(found.rows.map((row) => row.name)).toEqual(['Oak House', 'Grain Works', 'Plain Floors']);
    expect(found).toMatchObject({ total: 3, hasMore: false, totalCapped: false });
  });

  it('matches the last word as a prefix, whatever its case or accents', async () => {
    expect(await names({ text: 'OAK ho' })).toEqual(['Oak House']);
    expect(await names({ text: 'ho oak' })).toEqual([]);
    expect(await names({ text: 'cafe' })).toEqual(['Plain Floors']);
    expect(await names({ text: 'Café' })).toEqual(['Plain Floors']);
    expect(await names({ text: 'york carp' })).toEqual(['Carpet King']);
  });

  it('reads what would be query syntax as plain words', async () => {
    expect(await names({ text: `oak:* | !house & ( ' "` })).toEqual(['Oak House']);
    expect(await names({ text: 'oak OR NOT NEAR' })).toEqual([]);
  });

  it('filters by city, service, rating and tier, counting as numbers', async () => {
    const leeds = await search({ cityIds: [cityIds.get('leeds') ?? 0], sort: 'name' });
    expect(leeds.rows.map((row) => row.name)).toEqual([
      'carpet corner',
      'Grain Works',
      'Oak House',
      'Plain Floors',
    ]);
    expect(leeds.total).toBe(4);
    expect(await names({ serviceSlug: 'carpet', sort: 'rating' })).toEqual([
      'carpet corner',
      'Carpet King',
    ]);
    expect(await names({ serviceSlug: 'carpet', minRatingTenths: 46 })).toEqual(['carpet corner']);
    expect(await names({ tier: 'featured' })).toEqual(['Carpet King']);
    expect(await search({ cityIds: [] })).toMatchObject({ rows: [], total: 0 });
    expect(await search({ text: 'oak', cityIds: [cityIds.get('york') ?? 0] })).toMatchObject({
      rows: [],
      total: 0,
    });
  });

  it('lists without text featured first, then by rating, reviews and name, a page at a time', async () => {
    const all = await names({});
    expect(all).toEqual([
      'Carpet King',
      'carpet corner',
      'Grain Works',
      'Oak House',
      'Plain Floors',
    ]);
    const page = await search({ limit: 2, offset: 2 });
    expect(page.rows.map((row) => row.name)).toEqual(['Grain Works', 'Oak House']);
    expect(page).toMatchObject({ total: 5, hasMore: true });
    expect(await names({ sort: 'reviews' })).toEqual([
      'carpet corner',
      'Carpet King',
      'Grain Works',
      'Oak House',
      'Plain Floors',
    ]);
  });

  it('answers card rows with numbers and makes cards with their services', async () => {
    const [king] = (await search({ text: 'king' })).rows;
    expect(king).toMatchObject({ name: 'Carpet King', city: 'York', reviewCount: 2, ratingSum: 9 });
    const cards = await engine().run(specialistCards, king ? [king] : []);
    expect(cards).toEqual([
      expect.objectContaining({
        servicesOffered: ['Carpet fitting'],
        averageRating: '4.5',
        featured: true,
      }),
    ]);
  });

  it('finds cities by slug or by a postcode area in their JSON list', async () => {
    expect(await engine().run(findCityIds, { slug: 'york' })).toEqual([cityIds.get('york')]);
    const byArea = await engine().run(findCityIds, { postcodeArea: 'HG' });
    expect(byArea.sort()).toEqual([cityIds.get('leeds'), cityIds.get('york')].sort());
    expect(await engine().run(findCityIds, { postcodeArea: 'H' })).toEqual([]);
    expect(await engine().run(findCityIds, {})).toEqual([]);
  });
});
