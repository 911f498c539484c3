import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../db/engine/index.ts';
import { findCityFigures, listCitiesWithCounts } from '../../locations/repository.ts';
import { listCitiesOfferingService } from '../../service-cities/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertDirectory } from './directory.ts';

/**
 * The directory fixture, plus 'aberdeen' (lower case, one carpet firm, so it ties with Bolton
 * and comes first only without regard to case) and an empty city in Leeds's region.
 */
async function insertCities(on: Engine): Promise<void> {
  await insertDirectory(on);
  const { db, tables } = on;
  const [aberdeen] = await db
    .insert(tables.cities)
    .values([
      {
        slug: 'aberdeen',
        name: 'aberdeen',
        region: 'Scotland',
        postcodeAreas: ['AB'],
        population: 1,
      },
      { slug: 'hull', name: 'Hull', region: 'north', postcodeAreas: ['HU'], population: 1 },
    ])
    .returning({ id: tables.cities.id });
  const [firm] = await db
    .insert(tables.specialists)
    .values({
      slug: 'granite-floors',
      name: 'Granite Floors',
      cityId: aberdeen?.id ?? 0,
      description: 'Floors.',
      email: 'granite@example.com',
      phone: '01220000000',
      postcode: 'AB1 1AA',
      reviewCount: 2,
      ratingSum: 8,
    })
    .returning({ id: tables.specialists.id });
  await db
    .insert(tables.specialistServices)
    .values({ specialistId: firm?.id ?? 0, serviceSlug: 'carpet', label: 'Carpets' });
}

/** The service guide's city links, the same on SQLite and PostgreSQL (ADR 050). */
export const serviceCityCases = describeEachEngine('service cities', ({ engine }) => {
  beforeAll(async () => {
    await insertCities(engine());
  });

  it('lists the cities offering a service, most firms first, then by name whatever its case', async () => {
    expect(await listCitiesOfferingService(engine(), 'carpet', 10)).toEqual([
      {
        slug: 'leeds',
        name: 'Leeds',
        region: 'North',
        specialistCount: 2,
        reviewCount: 6,
        ratingSum: 26,
      },
      {
        slug: 'aberdeen',
        name: 'aberdeen',
        region: 'Scotland',
        specialistCount: 1,
        reviewCount: 2,
        ratingSum: 8,
      },
      {
        slug: 'bolton',
        name: 'Bolton',
        region: 'North',
        specialistCount: 1,
        reviewCount: 1,
        ratingSum: 3,
      },
    ]);
    expect(await listCitiesOfferingService(engine(), 'carpet', 1)).toHaveLength(1);
    expect(await listCitiesOfferingService(engine(), 'vinyl', 10)).toEqual([]);
  });
});

/** The locations and city pages, the same on SQLite and PostgreSQL (ADR 050). */
export const locationCases = describeEachEngine('locations', ({ engine }) => {
  beforeAll(async () => {
    await insertCities(engine());
  });

  it('counts active firms in every city, by region then name whatever their case', async () => {
    expect(await listCitiesWithCounts(engine())).toEqual([
      { slug: 'bolton', name: 'Bolton', region: 'North', specialistCount: 1 },
      { slug: 'hull', name: 'Hull', region: 'north', specialistCount: 0 },
      { slug: 'leeds', name: 'Leeds', region: 'North', specialistCount: 4 },
      { slug: 'aberdeen', name: 'aberdeen', region: 'Scotland', specialistCount: 1 },
    ]);
  });

  it("answers a city's figures, services and page texts, the city's own page first", async () => {
    const { db, tables } = engine();
    const [leeds] = await db
      .select({ id: tables.cities.id })
      .from(tables.cities)
      .where(eq(tables.cities.slug, 'leeds'));
    const page = (serviceSlug: string | null) => ({
      cityId: leeds?.id ?? 0,
      serviceSlug,
      intro: `About ${serviceSlug ?? 'Leeds'}`,
      seoTitle: 'Leeds',
      seoDescription: 'Floors in Leeds',
      updatedAt: new Date('2026-11-01T00:00:00Z'),
    });
    await db.insert(tables.locationPages).values([page('hardwood'), page(null)]);
    expect(await findCityFigures(engine(), 'leeds')).toEqual({
      slug: 'leeds',
      name: 'Leeds',
      region: 'North',
      postcodeAreas: ['LS'],
      specialistCount: 4,
      reviewCount: 8,
      ratingSum: 36,
      services: [
        { slug: 'carpet', name: 'Carpet', specialistCount: 2 },
        { slug: 'hardwood', name: 'Hardwood', specialistCount: 1 },
      ],
      pages: [
        {
          serviceSlug: null,
          intro: 'About Leeds',
          seoTitle: 'Leeds',
          seoDescription: 'Floors in Leeds',
        },
        {
          serviceSlug: 'hardwood',
          intro: 'About hardwood',
          seoTitle: 'Leeds',
          seoDescription: 'Floors in Leeds',
        },
      ],
    });
    expect(await findCityFigures(engine(), 'nowhere')).toBeUndefined();
  });
});
