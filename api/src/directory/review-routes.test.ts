import { chatReviewsSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { directoryTest } from '../testing/fixtures.ts';
import { CHAT_REVIEWS_PAGE_SIZE } from './review-routes.ts';

const chatPath = (id: number | string) => `/api/reviews/specialist/${id}/chat`;

describe('GET /api/reviews/specialist/{id}/chat', () => {
  directoryTest(
    'answers a page of the newest published reviews with the full count, and the next page',
    async ({ api, directory }) => {
      const path = chatPath(directory.ids['castle-carpets-manchester'] ?? 0);
      const res = await api.app.request(path);
      expect(res.status).toBe(200);
      const body = chatReviewsSchema.parse(await res.json());
      expect(body).toMatchObject({ totalCount: 6, hasReviews: true, page: 1, hasMore: true });
      expect(body.reviews).toHaveLength(CHAT_REVIEWS_PAGE_SIZE);
      expect(body.reviews[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      // Castle's reviews are days 6 to 11 of the fixture; day 6, the oldest, is on page 2.
      expect(body.reviews.map((review) => review.customerName)).toEqual([
        'Customer 11',
        'Customer 10',
        'Customer 9',
        'Customer 8',
        'Customer 7',
      ]);
      const next = chatReviewsSchema.parse(await (await api.app.request(`${path}?page=2`)).json());
      expect(next).toMatchObject({ totalCount: 6, page: 2, hasMore: false });
      expect(next.reviews.map((review) => review.customerName)).toEqual(['Customer 6']);
    },
  );

  directoryTest('leaves pending and rejected reviews out', async ({ api, directory }) => {
    const res = await api.app.request(
      chatPath(directory.ids['oakbridge-flooring-manchester'] ?? 0),
    );
    const body = chatReviewsSchema.parse(await res.json());
    expect(body.totalCount).toBe(3);
    expect(body.reviews.map((review) => review.rating)).toEqual([4, 4, 5]);
    expect(body.reviews[2]).toMatchObject({
      customerName: 'Customer 1',
      reviewText: 'Review number 1: rated 5 out of 5.',
    });
  });

  directoryTest(
    'answers an empty list for a specialist without reviews',
    async ({ api, directory }) => {
      const res = await api.app.request(chatPath(directory.ids['fresh-floors-manchester'] ?? 0));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        reviews: [],
        totalCount: 0,
        hasReviews: false,
        averageRating: null,
        stars: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        page: 1,
        hasMore: false,
      });
    },
  );

  directoryTest('answers 404 for unknown and suspended specialists', async ({ api, directory }) => {
    for (const id of [99_999, directory.ids['shady-tiles-manchester'] ?? 0]) {
      const res = await api.app.request(chatPath(id));
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  directoryTest('answers 400 for an id that is not a whole number', async ({ api }) => {
    for (const id of ['abc', '1.5', '-1', '1e3', '9'.repeat(20)]) {
      const res = await api.app.request(chatPath(id));
      expect(res.status, id).toBe(400);
      expect(await res.json(), id).toMatchObject({ error: { fields: { id: expect.any(Array) } } });
    }
    for (const page of ['0', 'two']) {
      const res = await api.app.request(`${chatPath(1)}?page=${page}`);
      expect(res.status, page).toBe(400);
    }
  });
});
