import { chatReviewsSchema } from '@flo/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { reviews } from '../db/schema.ts';
import { directoryTest } from '../testing/fixtures.ts';

import { CHAT_REVIEWS_LIMIT, chatReviewsQuery } from './reviews-repository.ts';

const chatPath = (id: number | string) => `/api/reviews/specialist/${id}/chat`;

describe('GET /api/reviews/specialist/{id}/chat', () => {
  directoryTest(
    'answers equally helpful published reviews newest first, capped, with the full count',
    async ({ api, directory }) => {
      const res = await api.app.request(chatPath(directory.ids['castle-carpets-manchester'] ?? 0));
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
      expect(await res.json()).toEqual({ reviews: [], totalCount: 0, hasReviews: false });
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
  });
});

describe('the order of the chat reviews', () => {
  const DAY = 86_400_000;
  const substantive = 'The fitters were careful, tidy and finished the hallway a day early.';

  directoryTest(
    'puts recent, verified, substantive 4–5★ reviews first and a 1★ review never first',
    async ({ api, directory }) => {
      const specialistId = directory.ids['fresh-floors-manchester'] ?? 0;
      const now = api.deps.now?.() ?? new Date();
      const add = (
        customerName: string,
        rating: number,
        verified: boolean,
        text: string,
        daysAgo: number,
      ) =>
        api.db
          .insert(reviews)
          .values({
            specialistId,
            customerName,
            rating,
            verified,
            text,
            status: 'published',
            createdAt: new Date(now.getTime() - daysAgo * DAY),
          })
          .run();
      add('Newest one star', 1, false, 'Terrible.', 1);
      add('Recent verified five', 5, true, substantive, 30);
      add('Recent short four', 4, false, 'Good job.', 2);
      add('Verified three', 3, true, substantive, 3);
      add('Old verified five', 5, true, substantive, 3 * 365);
      add('Older two star', 2, false, 'Late.', 5);
      const res = await api.app.request(chatPath(specialistId));
      const body = chatReviewsSchema.parse(await res.json());
      expect(body.totalCount).toBe(6);
      expect(body.reviews.map((review) => review.customerName)).toEqual([
        'Recent verified five',
        'Recent short four',
        'Old verified five',
        'Verified three',
        'Newest one star',
      ]);
    },
  );

  directoryTest(
    'reads the candidates through the (specialist, status, created) index',
    ({ api }) => {
      const plan = api.db
        .all<{ detail: string }>(sql`explain query plan ${chatReviewsQuery(1, new Date())}`)
        .map((row) => row.detail)
        .join('\n');
      expect(plan).toMatch(/USING INDEX reviews_specialist_status_created_idx/);
      expect(plan).not.toMatch(/SCAN reviews\b(?! USING)/);
    },
  );
});
