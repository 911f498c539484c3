import { apiErrorSchema, resolvedLocationSchema } from '@flo/contract';
import { and, count, eq, exists } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { matchedSpecialists } from '../enquiries/match-specialists.ts';
import { demoFileTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';

async function resolve(api: TestApp, q: string, service?: string) {
  const query = new URLSearchParams({ q, ...(service ? { service } : {}) });
  const res = await api.app.request(`/api/locations/resolve?${query}`);
  expect(res.status, q).toBe(200);
  return resolvedLocationSchema.parse(await res.json());
}

describe('GET /api/locations/resolve', () => {
  demoFileTest(
    'places a full postcode in its city, with that city first at distance 0',
    async ({ api }) => {
      const answer = await resolve(api, 'M14 5AB');
      expect(answer.match).toEqual({ kind: 'postcode', label: 'Manchester', postcode: 'M14 5AB' });
      expect(answer.nearest[0]).toMatchObject({ slug: 'manchester', distanceMiles: 0 });
      expect(answer.specialists.length).toBe(3);
      expect(answer.specialists.every((s) => s.city === 'Manchester')).toBe(true);
    },
  );

  demoFileTest(
    'sends a town outside the directory to the nearest served city, with the distance',
    async ({ api }) => {
      const stockport = await resolve(api, 'Stockport');
      expect(stockport.match).toEqual({ kind: 'town', label: 'Stockport' });
      expect(stockport.nearest[0]?.slug).toBe('manchester');
      expect(stockport.nearest[0]?.distanceMiles).toBeGreaterThanOrEqual(5);
      expect(stockport.nearest[0]?.distanceMiles).toBeLessThanOrEqual(8);
      const chester = await resolve(api, 'Chester');
      expect(chester.nearest[0]?.slug).toBe('liverpool');
    },
  );

  demoFileTest("understands counties and 'Town, County'", async ({ api }) => {
    const county = await resolve(api, 'Greater Manchester');
    expect(county.match?.kind).toBe('county');
    expect(county.nearest[0]?.slug).toBe('manchester');
    const leeds = await resolve(api, 'Leeds, West Yorkshire');
    expect(leeds.match).toEqual({ kind: 'city', label: 'Leeds' });
    expect(leeds.nearest[0]).toMatchObject({ slug: 'leeds', distanceMiles: 0 });
  });

  demoFileTest(
    'finds served cities near a village, nearest first and within 50 miles',
    async ({ api }) => {
      const answer = await resolve(api, 'Grassington');
      expect(answer.match).toEqual({ kind: 'town', label: 'Grassington' });
      expect(answer.nearest.length).toBeGreaterThan(0);
      const miles = answer.nearest.map((city) => city.distanceMiles);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      expect(Math.max(...miles)).toBeLessThanOrEqual(50);
    },
  );

  demoFileTest(
    'counts and ranks only specialists offering the service, in matching order',
    async ({ api }) => {
      const answer = await resolve(api, 'Stockport', 'hardwood');
      const { db, tables } = api.engine;
      const { cities, specialistServices, specialists } = tables;
      for (const city of answer.nearest) {
        const [offering] = await db
          .select({ n: count() })
          .from(specialists)
          .innerJoin(cities, eq(cities.id, specialists.cityId))
          .where(
            and(
              eq(cities.slug, city.slug),
              eq(specialists.status, 'active'),
              exists(
                db
                  .select({ one: specialistServices.specialistId })
                  .from(specialistServices)
                  .where(
                    and(
                      eq(specialistServices.specialistId, specialists.id),
                      eq(specialistServices.serviceSlug, 'hardwood'),
                    ),
                  ),
              ),
            ),
          );
        expect(city.specialistCount, city.slug).toBe(offering?.n);
      }
      const matched = await api.engine.run(matchedSpecialists, {
        location: 'Stockport',
        serviceSlug: 'hardwood',
        serviceText: '',
      });
      expect(answer.specialists.map((s) => s.id)).toEqual(matched.map((s) => s.id));
    },
  );

  demoFileTest("reads service 'other' as any service", async ({ api }) => {
    expect(await resolve(api, 'Stockport', 'other')).toEqual(await resolve(api, 'Stockport'));
  });

  demoFileTest('answers match null and empty lists for text that is no place', async ({ api }) => {
    expect(await resolve(api, 'asdfgh qwerty')).toEqual({
      query: 'asdfgh qwerty',
      match: null,
      nearest: [],
      specialists: [],
      choices: [],
      suggestions: [],
      distant: [],
    });
  });

  demoFileTest(
    'refuses a blank or over-long query, or an unknown service, as a validation error',
    async ({ api }) => {
      for (const query of ['q=', 'q=%20%20', `q=${'a'.repeat(121)}`, 'q=Leeds&service=marble']) {
        const res = await api.app.request(`/api/locations/resolve?${query}`);
        expect(res.status, query).toBe(400);
        expect(apiErrorSchema.parse(await res.json()).error.code).toBe('validation_failed');
      }
      const missing = await api.app.request('/api/locations/resolve');
      expect(missing.status).toBe(400);
    },
  );
});
