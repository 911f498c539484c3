import { describe, expect } from 'vitest';
import { apiTest, demoFileTest, directoryTest } from '../testing/fixtures.ts';

describe('GET /api/services/{slug}/cities', () => {
  directoryTest(
    'lists the cities of active specialists offering the service, most first, with their rating',
    async ({ api }) => {
      const res = await api.app.request('/api/services/carpet/cities');
      expect(res.status).toBe(200);
      // Manchester: Castle (six 5s), Premier (one 5), Fresh (none); suspended Shady Tiles left out.
      // Milton Keynes: Keynes Vinyl (3 and 4).
      expect(await res.json()).toEqual({
        cities: [
          {
            slug: 'manchester',
            name: 'Manchester',
            region: expect.any(String),
            specialistCount: 3,
            averageRating: '5.0',
          },
          {
            slug: 'milton-keynes',
            name: 'Milton Keynes',
            region: expect.any(String),
            specialistCount: 1,
            averageRating: '3.5',
          },
        ],
      });
    },
  );

  demoFileTest(
    'agrees with the service stats and the city pages on the demo directory, and honours limit',
    async ({ api }) => {
      const all = (await (await api.app.request('/api/services/tile/cities?limit=100')).json()) as {
        cities: Array<{ slug: string; specialistCount: number }>;
      };
      const stats = (await (await api.app.request('/api/services/tile/stats')).json()) as {
        totalSpecialists: number;
        totalCities: number;
      };
      expect(all.cities).toHaveLength(stats.totalCities);
      expect(all.cities.reduce((sum, city) => sum + city.specialistCount, 0)).toBe(
        stats.totalSpecialists,
      );
      const counts = all.cities.map((city) => city.specialistCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const first = all.cities[0] as { slug: string; specialistCount: number };
      const cityStats = (await (
        await api.app.request(`/api/specialists/${first.slug}/tile`)
      ).json()) as { totalSpecialists: number };
      expect(cityStats.totalSpecialists).toBe(first.specialistCount);

      const three = (await (await api.app.request('/api/services/tile/cities?limit=3')).json()) as {
        cities: unknown[];
      };
      expect(three.cities).toEqual(all.cities.slice(0, 3));
      const defaults = (await (await api.app.request('/api/services/tile/cities')).json()) as {
        cities: unknown[];
      };
      expect(defaults.cities).toHaveLength(Math.min(12, stats.totalCities));
    },
  );

  apiTest(
    "answers 404 for 'other' and unknown services and 400 for a bad limit",
    async ({ api }) => {
      for (const slug of ['other', 'plumbing']) {
        const res = await api.app.request(`/api/services/${slug}/cities`);
        expect(res.status, slug).toBe(404);
      }
      for (const limit of ['0', '101', 'ten']) {
        const res = await api.app.request(`/api/services/carpet/cities?limit=${limit}`);
        expect(res.status, limit).toBe(400);
        const body = (await res.json()) as { error: { code: string; fields?: unknown } };
        expect(body.error.fields).toHaveProperty('limit');
      }
    },
  );
});
