import { cityDetailSchema, locationsSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cities } from '../db/schema.ts';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { readJson } from '../testing/json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
  insertDirectoryFixture(t.db);
});
afterEach(() => t.close());

describe('GET /api/locations', () => {
  it('groups cities by region with their active specialist counts', async () => {
    t.db
      .insert(cities)
      .values({
        slug: 'salford',
        name: 'Salford',
        region: 'North West',
        postcodeAreas: ['M'],
        population: 1,
      })
      .run();
    const res = await t.app.request('/api/locations');
    expect(res.status).toBe(200);
    expect(locationsSchema.parse(await res.json())).toEqual({
      regions: [
        {
          region: 'North West',
          cities: [
            { slug: 'manchester', name: 'Manchester', specialistCount: 4 },
            { slug: 'salford', name: 'Salford', specialistCount: 0 },
          ],
        },
        {
          region: 'South East',
          cities: [{ slug: 'milton-keynes', name: 'Milton Keynes', specialistCount: 1 }],
        },
      ],
    });
  });
});

describe('GET /api/cities/{slug}', () => {
  it('answers the figures of active specialists, services by count and an introduction', async () => {
    const res = await t.app.request('/api/cities/manchester');
    expect(res.status).toBe(200);
    const city = cityDetailSchema.parse(await res.json());
    expect(city).toMatchObject({
      slug: 'manchester',
      name: 'Manchester',
      region: 'North West',
      postcodeAreas: ['M', 'SK'],
      specialistCount: 4,
      reviewCount: 10,
      averageRating: '4.8',
      services: [
        { slug: 'carpet', name: 'Carpet Installation', specialistCount: 3 },
        { slug: 'engineered-wood', name: 'Engineered Wood', specialistCount: 1 },
        { slug: 'hardwood', name: 'Hardwood Flooring', specialistCount: 1 },
        { slug: 'laminate', name: 'Laminate Flooring', specialistCount: 1 },
      ],
    });
    expect(city.intro).toBe(
      'Compare 4 flooring specialists in Manchester, North West, covering postcode areas M, SK. Customers rate them 4.8 out of 5 on average across 10 published reviews. The most offered services here are carpet installation (3 specialists), engineered wood (1 specialist) and hardwood flooring (1 specialist). Send one enquiry and up to three local specialists will get back to you.',
    );
  });

  it('finds a city by its name as typed and describes a city without specialists honestly', async () => {
    t.db
      .update(cities)
      .set({ region: 'Buckinghamshire' })
      .where(eq(cities.slug, 'milton-keynes'))
      .run();
    const keynes = cityDetailSchema.parse(
      await (await t.app.request('/api/cities/Milton%20Keynes')).json(),
    );
    expect(keynes).toMatchObject({
      slug: 'milton-keynes',
      specialistCount: 1,
      averageRating: '3.5',
    });
    t.db
      .insert(cities)
      .values({
        slug: 'ely',
        name: 'Ely',
        region: 'East of England',
        postcodeAreas: ['CB'],
        population: 1,
      })
      .run();
    const ely = cityDetailSchema.parse(await (await t.app.request('/api/cities/ely')).json());
    expect(ely).toMatchObject({
      specialistCount: 0,
      reviewCount: 0,
      averageRating: null,
      services: [],
    });
    expect(ely.intro).toMatch(/^We don't list any flooring specialists in Ely yet\./);
  });

  it('answers 404 for an unknown city and 400 for an unusable slug', async () => {
    const unknown = await t.app.request('/api/cities/atlantis');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error.code).toBe('not_found');
    expect((await t.app.request(`/api/cities/${'a'.repeat(121)}`)).status).toBe(400);
  });
});
