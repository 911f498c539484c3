import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatReviewsSchema } from '../contract/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type DirectoryFixture, insertDirectoryFixture } from './fixtures.ts';
import { CHAT_REVIEWS_LIMIT } from './reviews-repository.ts';

let t: TestApp;
let fixture: DirectoryFixture;

beforeEach(() => {
  t = createTestApp();
  fixture = insertDirectoryFixture(t.db);
});
afterEach(() => t.close());

const chatPath = (id: number | string) => `/api/reviews/specialist/${id}/chat`;

describe('GET /api/reviews/specialist/{id}/chat', () => {
  it('answers the newest published reviews, capped, with the full published count', async () => {
    const res = await t.app.request(chatPath(fixture.ids['castle-carpets-manchester'] ?? 0));
    expect(res.status).toBe(200);
    const body = chatReviewsSchema.parse(await res.json());
    expect(body.totalCount).toBe(6);
    expect(body.hasReviews).toBe(true);
    expect(body.reviews).toHaveLength(CHAT_REVIEWS_LIMIT);
    const times = body.reviews.map((review) => Date.parse(review.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.reviews[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Castle's reviews are days 6 to 11 of the fixture; day 6, the oldest, is the one left out.
    expect(body.reviews.map((review) => review.customerName)).toEqual([
      'Customer 11',
      'Customer 10',
      'Customer 9',
      'Customer 8',
      'Customer 7',
    ]);
  });

  it('leaves pending and rejected reviews out', async () => {
    const res = await t.app.request(chatPath(fixture.ids['oakbridge-flooring-manchester'] ?? 0));
    const body = chatReviewsSchema.parse(await res.json());
    expect(body.totalCount).toBe(3);
    expect(body.reviews.map((review) => review.rating)).toEqual([4, 4, 5]);
    expect(body.reviews[2]).toMatchObject({
      customerName: 'Customer 1',
      reviewText: 'Review number 1: rated 5 out of 5.',
    });
  });

  it('answers an empty list for a specialist without reviews', async () => {
    const res = await t.app.request(chatPath(fixture.ids['fresh-floors-manchester'] ?? 0));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reviews: [], totalCount: 0, hasReviews: false });
  });

  it('answers 404 for unknown and suspended specialists', async () => {
    for (const id of [99_999, fixture.ids['shady-tiles-manchester'] ?? 0]) {
      const res = await t.app.request(chatPath(id));
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('answers 400 for an id that is not a whole number', async () => {
    for (const id of ['abc', '1.5', '-1', '1e3', '9'.repeat(20)]) {
      const res = await t.app.request(chatPath(id));
      expect(res.status, id).toBe(400);
      expect(await res.json(), id).toMatchObject({ error: { fields: { id: expect.any(Array) } } });
    }
  });
});
