import { recentReviewsSchema, searchResultsSchema, siteStatsSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { directoryTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import type { TestApp } from '../testing/test-app.ts';

const get = async (api: TestApp, path: string) => {
  const res = await api.app.request(path);
  expect(res.status).toBe(200);
  return res.json();
};

describe('GET /api/featured', () => {
  directoryTest('lists active featured-tier specialists only, as cards', async ({ api }) => {
    const answer = searchResultsSchema.parse(await get(api, '/api/featured'));
    expect(answer.results.map((s) => s.slug)).toEqual(['oakbridge-flooring-manchester']);
    expect(answer).toMatchObject({ total: 1, page: 1, pageSize: 12 });
    expect(answer.results[0]).toMatchObject({ averageRating: '4.3', reviewCount: 3 });
    const beyond = searchResultsSchema.parse(await get(api, '/api/featured?page=2'));
    expect(beyond).toMatchObject({ results: [], total: 1, page: 2 });
  });
});

describe('GET /api/reviews/recent', () => {
  directoryTest(
    'answers the newest published reviews of active specialists with their names and slugs',
    async ({ api }) => {
      const { reviews } = recentReviewsSchema.parse(await get(api, '/api/reviews/recent?limit=3'));
      expect(reviews.map((r) => [r.customerName, r.specialistSlug, r.rating])).toEqual([
        ['Customer 15', 'keynes-vinyl-milton-keynes', 4],
        ['Customer 14', 'keynes-vinyl-milton-keynes', 3],
        ['Customer 12', 'premier-carpets-manchester', 5],
      ]);
      expect(reviews[0]).toMatchObject({ specialistName: 'Keynes Vinyl', verified: false });
      expect(reviews[0]?.createdAt).toBe('2026-01-16T12:00:00.000Z');
    },
  );

  directoryTest('defaults to 6 and refuses a limit over 20', async ({ api }) => {
    expect(recentReviewsSchema.parse(await get(api, '/api/reviews/recent')).reviews).toHaveLength(
      6,
    );
    const res = await api.app.request('/api/reviews/recent?limit=21');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toHaveProperty('limit');
  });
});

describe('GET /api/stats', () => {
  directoryTest(
    'totals active specialists, their published reviews and the cities they are in',
    async ({ api }) => {
      expect(siteStatsSchema.parse(await get(api, '/api/stats'))).toEqual({
        totalSpecialists: 5,
        totalReviews: 12,
        totalCities: 2,
        averageRating: '4.6',
      });
    },
  );

  directoryTest(
    'counts a review published after the figures were first read (no stale cache)',
    async ({ api }) => {
      await get(api, '/api/stats');
      const { db, tables } = api.engine;
      await db
        .update(tables.reviews)
        .set({ status: 'published' })
        .where(eq(tables.reviews.status, 'pending'));
      expect(siteStatsSchema.parse(await get(api, '/api/stats')).totalReviews).toBe(13);
    },
  );
});
