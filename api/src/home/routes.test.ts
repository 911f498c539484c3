import { recentReviewsSchema, searchResultsSchema, siteStatsSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { readJson } from '../testing/json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
  insertDirectoryFixture(t.db);
});
afterEach(() => t.close());

const get = async (path: string) => {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  return res.json();
};

describe('GET /api/featured', () => {
  it('lists active featured-tier specialists only, as cards', async () => {
    const answer = searchResultsSchema.parse(await get('/api/featured'));
    expect(answer.results.map((s) => s.slug)).toEqual(['oakbridge-flooring-manchester']);
    expect(answer).toMatchObject({ total: 1, page: 1, pageSize: 12 });
    expect(answer.results[0]).toMatchObject({ averageRating: '4.3', reviewCount: 3 });
    const beyond = searchResultsSchema.parse(await get('/api/featured?page=2'));
    expect(beyond).toMatchObject({ results: [], total: 1, page: 2 });
  });
});

describe('GET /api/reviews/recent', () => {
  it('answers the newest published reviews of active specialists with their names and slugs', async () => {
    const { reviews } = recentReviewsSchema.parse(await get('/api/reviews/recent?limit=3'));
    expect(reviews.map((r) => [r.customerName, r.specialistSlug, r.rating])).toEqual([
      ['Customer 15', 'keynes-vinyl-milton-keynes', 4],
      ['Customer 14', 'keynes-vinyl-milton-keynes', 3],
      ['Customer 12', 'premier-carpets-manchester', 5],
    ]);
    expect(reviews[0]).toMatchObject({ specialistName: 'Keynes Vinyl', verified: false });
    expect(reviews[0]?.createdAt).toBe('2026-01-16T12:00:00.000Z');
  });

  it('defaults to 6 and refuses a limit over 20', async () => {
    expect(recentReviewsSchema.parse(await get('/api/reviews/recent')).reviews).toHaveLength(6);
    const res = await t.app.request('/api/reviews/recent?limit=21');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toHaveProperty('limit');
  });
});

describe('GET /api/stats', () => {
  it('totals active specialists, their published reviews and the cities they are in', async () => {
    expect(siteStatsSchema.parse(await get('/api/stats'))).toEqual({
      totalSpecialists: 5,
      totalReviews: 12,
      totalCities: 2,
      averageRating: '4.6',
    });
  });

  it('counts a review published after the figures were first read (no stale cache)', async () => {
    await get('/api/stats');
    t.db.$client.exec(`update reviews set status = 'published' where status = 'pending'`);
    expect(siteStatsSchema.parse(await get('/api/stats')).totalReviews).toBe(13);
  });
});
