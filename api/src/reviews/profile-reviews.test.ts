import { profileReviewsPageSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { directoryTest } from '../testing/fixtures.ts';

describe('GET /api/specialists/unified/{slug}/reviews', () => {
  directoryTest(
    'pages through published reviews newest first with replies and verified badges',
    async ({ api, directory }) => {
      const castle = directory.ids['castle-carpets-manchester'] ?? 0;
      const { db, tables } = api.engine;
      await db.insert(tables.reviews).values(
        Array.from({ length: 12 }, (_, i) => ({
          specialistId: castle,
          customerName: `Extra ${i}`,
          rating: 4,
          text: `Extra review ${i}`,
          status: 'published' as const,
          verified: i === 11,
          businessReply: i === 11 ? 'Thank you, Extra!' : null,
          businessRepliedAt: i === 11 ? new Date(Date.UTC(2026, 5, 2)) : null,
          createdAt: new Date(Date.UTC(2026, 5, 1, i)),
        })),
      );
      const first = profileReviewsPageSchema.parse(
        await (
          await api.app.request('/api/specialists/unified/castle-carpets-manchester/reviews')
        ).json(),
      );
      expect(first).toMatchObject({ total: 18, page: 1, pageSize: 10 });
      expect(first.reviews).toHaveLength(10);
      expect(first.reviews[0]).toMatchObject({
        customerName: 'Extra 11',
        verified: true,
        businessReply: 'Thank you, Extra!',
        businessRepliedAt: '2026-06-02T00:00:00.000Z',
      });
      expect(first.reviews[1]).toMatchObject({
        verified: false,
        businessReply: null,
        businessRepliedAt: null,
      });
      const second = profileReviewsPageSchema.parse(
        await (
          await api.app.request('/api/specialists/unified/castle-carpets-manchester/reviews?page=2')
        ).json(),
      );
      expect(second.reviews).toHaveLength(8);
      expect(second.reviews.at(-1)?.customerName).toBe('Customer 6');
    },
  );

  directoryTest(
    'leaves out pending and rejected reviews, and hides unknown or suspended specialists',
    async ({ api }) => {
      const oak = await api.app.request(
        '/api/specialists/unified/oakbridge-flooring-manchester/reviews',
      );
      expect(profileReviewsPageSchema.parse(await oak.json()).total).toBe(3);
      expect(
        (await api.app.request('/api/specialists/unified/shady-tiles-manchester/reviews')).status,
      ).toBe(404);
      expect((await api.app.request('/api/specialists/unified/nobody/reviews')).status).toBe(404);
      expect(
        (await api.app.request('/api/specialists/unified/castle-carpets-manchester/reviews?page=0'))
          .status,
      ).toBe(400);
    },
  );
});
