import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../db/engine/index.ts';
import { coverageOn } from '../../geo/coverage.ts';
import { placeReading, servedCitiesNear } from '../../geo/nearest-cities.ts';
import { specialistCardRows } from '../../geo/repository.ts';
import { describeEachEngine } from '../each-engine.ts';

const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const YORK = { latitude: 53.959, longitude: -1.0815 };

/** Leeds and York on the map; carpet in York, tiles (and a suspended carpet firm) in Leeds. */
async function insertPlaces(on: Engine): Promise<Record<string, number>> {
  const { db, tables } = on;
  await db.insert(tables.services).values([
    { slug: 'carpet', name: 'Carpet Installation', keywords: ['carpet'], description: 'Carpet.' },
    { slug: 'tile', name: 'Tile Installation', keywords: ['tile'], description: 'Tile.' },
  ]);
  const cityIds: Record<string, number> = {};
  for (const [slug, name, point] of [
    ['leeds', 'Leeds', LEEDS],
    ['york', 'York', YORK],
  ] as const) {
    const [city] = await db
      .insert(tables.cities)
      .values({ slug, name, region: 'Yorkshire', postcodeAreas: [], population: 1000, ...point })
      .returning({ id: tables.cities.id });
    cityIds[slug] = city?.id ?? 0;
  }
  const ids: Record<string, number> = {};
  for (const [key, city, service, status] of [
    ['minster', 'york', 'carpet', 'active'],
    ['tiler', 'leeds', 'tile', 'active'],
    ['gone', 'leeds', 'carpet', 'suspended'],
  ] as const) {
    const [firm] = await db
      .insert(tables.specialists)
      .values({
        slug: key,
        name: `${key} floors`,
        cityId: cityIds[city] ?? 0,
        description: 'Floors.',
        email: `${key}@example.test`,
        phone: '01130000000',
        postcode: 'LS1 1AA',
        status,
      })
      .returning({ id: tables.specialists.id });
    ids[key] = firm?.id ?? 0;
    await db
      .insert(tables.specialistServices)
      .values({ specialistId: ids[key] ?? 0, serviceSlug: service, label: service });
  }
  return ids;
}

/**
 * The place readings on either engine (ADR 050): the served cities near a place with their
 * counts as numbers, the city points kept in memory until the cities' stamp moves, a listing's
 * coverage and card rows in the order asked.
 */
export const nearestCitiesCases = describeEachEngine('nearest cities', ({ engine }) => {
  let firms: Record<string, number>;
  beforeAll(async () => {
    firms = await insertPlaces(engine());
  });

  it('lists the nearest cities with active specialists of a service, nearest first', async () => {
    const carpet = await engine().run(servedCitiesNear, 'Leeds', 'carpet');
    expect(carpet.match).toEqual({ kind: 'city', label: 'Leeds' });
    expect(carpet.nearest).toEqual([
      expect.objectContaining({ slug: 'york', specialistCount: 1, distanceMiles: 22 }),
    ]);
    const any = await engine().run(servedCitiesNear, 'Leeds');
    expect(any.nearest.map(({ slug, specialistCount }) => [slug, specialistCount])).toEqual([
      ['leeds', 1],
      ['york', 1],
    ]);
  });

  it('sees a city moved, and offers the distant ones when nobody is near', async () => {
    const { db, tables } = engine();
    const moveYork = (latitude: number) =>
      db.update(tables.cities).set({ latitude }).where(eq(tables.cities.slug, 'york'));
    expect((await engine().run(servedCitiesNear, 'Leeds', 'carpet')).nearest).toHaveLength(1);
    await moveYork(55.5);
    try {
      const reading = await engine().run(placeReading, 'Leeds', 'carpet');
      expect(reading.nearest).toEqual([]);
      expect(reading.distant).toEqual([
        expect.objectContaining({ slug: 'york', distanceMiles: 119 }),
      ]);
    } finally {
      await moveYork(YORK.latitude);
    }
    expect((await engine().run(servedCitiesNear, 'Leeds', 'carpet')).nearest).toHaveLength(1);
  });

  it('suggests the closest names for text that is no place', async () => {
    const reading = await engine().run(placeReading, 'Leedz', 'carpet');
    expect(reading.match).toBeNull();
    expect(reading.suggestions).toContainEqual({ label: 'Leeds', query: 'Leeds' });
  });

  it("draws a listing's coverage around its city", async () => {
    const coverage = await engine().run(coverageOn, {
      citySlug: 'leeds',
      areas: ['Otley'],
      serviceRadiusMiles: 15,
    });
    expect(coverage?.base).toEqual({ name: 'Leeds', ...LEEDS });
    expect(coverage?.towns).toContainEqual(expect.objectContaining({ name: 'Otley', named: true }));
    // York, 22 miles off, is outside the radius: drawn for bearings, not as a town served.
    expect(coverage?.nearbyCities.map((city) => city.slug)).toEqual(['york']);
    expect(
      await engine().run(coverageOn, { citySlug: 'nowhere', areas: [], serviceRadiusMiles: null }),
    ).toBeNull();
  });

  it('reads card rows in the order asked', async () => {
    const ids = [firms.tiler ?? 0, firms.minster ?? 0];
    const cards = await engine().run(specialistCardRows, ids);
    expect(cards.map((card) => [card.id, card.city])).toEqual([
      [firms.tiler, 'Leeds'],
      [firms.minster, 'York'],
    ]);
  });
});
