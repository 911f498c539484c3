import { cityDetailSchema, locationsSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { directoryTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';

describe('GET /api/locations', () => {
  directoryTest('groups cities by region with their active specialist counts', async ({ api }) => {
    const { db, tables } = api.engine;
    await db.insert(tables.cities).values({
      slug: 'salford',
      name: 'Salford',
      region: 'North West',
      postcodeAreas: ['M'],
      population: 1,
    });
    const res = await api.app.request('/api/locations');
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
  directoryTest(
    'answers the figures of active specialists, services by count and an introduction',
    async ({ api }) => {
      const res = await api.app.request('/api/cities/manchester');
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
    },
  );

  directoryTest(
    'finds a city by its name as typed and describes a city without specialists honestly',
    async ({ api }) => {
      const { db, tables } = api.engine;
      await db
        .update(tables.cities)
        .set({ region: 'Buckinghamshire' })
        .where(eq(tables.cities.slug, 'milton-keynes'));
      const keynes = cityDetailSchema.parse(
        await (await api.app.request('/api/cities/Milton%20Keynes')).json(),
      );
      expect(keynes).toMatchObject({
        slug: 'milton-keynes',
        specialistCount: 1,
        averageRating: '3.5',
      });
      await db.insert(tables.cities).values({
        slug: 'ely',
        name: 'Ely',
        region: 'East of England',
        postcodeAreas: ['CB'],
        population: 1,
      });
      const ely = cityDetailSchema.parse(await (await api.app.request('/api/cities/ely')).json());
      expect(ely).toMatchObject({
        specialistCount: 0,
        reviewCount: 0,
        averageRating: null,
        services: [],
      });
      expect(ely.intro).toMatch(/^We don't list any flooring specialists in Ely yet\./);
    },
  );

  directoryTest('answers 404 for an unknown city and 400 for an unusable slug', async ({ api }) => {
    const unknown = await api.app.request('/api/cities/atlantis');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error.code).toBe('not_found');
    expect((await api.app.request(`/api/cities/${'a'.repeat(121)}`)).status).toBe(400);
  });
});
