import { profileReviewsPageSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema.ts';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let castle: number;
beforeEach(() => {
  t = createTestApp();
  castle = insertDirectoryFixture(t.db).ids['castle-carpets-manchester'] ?? 0;
});
afterEach(() => t.close());

describe('GET /api/specialists/unified/{slug}/reviews', () => {
  it('pages through published reviews newest first with replies and verified badges', async () => {
    for (let i = 0; i < 12; i += 1) {
      t.db
        .insert(reviews)
        .values({
          specialistId: castle,
          customerName: `Extra ${i}`,
          rating: 4,
          text: `Extra review ${i}`,
          status: 'published',
          verified: i === 11,
          businessReply: i === 11 ? 'Thank you, Extra!' : null,
          businessRepliedAt: i === 11 ? new Date(Date.UTC(2026, 5, 2)) : null,
          createdAt: new Date(Date.UTC(2026, 5, 1, i)),
        })
        .run();
    }
    const first = profileReviewsPageSchema.parse(
      await (
        await t.app.request('/api/specialists/unified/castle-carpets-manchester/reviews')
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
        await t.app.request('/api/specialists/unified/castle-carpets-manchester/reviews?page=2')
      ).json(),
    );
    expect(second.reviews).toHaveLength(8);
    expect(second.reviews.at(-1)?.customerName).toBe('Customer 6');
  });

  it('leaves out pending and rejected reviews, and hides unknown or suspended specialists', async () => {
    const oak = await t.app.request(
      '/api/specialists/unified/oakbridge-flooring-manchester/reviews',
    );
    expect(profileReviewsPageSchema.parse(await oak.json()).total).toBe(3);
    expect(
      (await t.app.request('/api/specialists/unified/shady-tiles-manchester/reviews')).status,
    ).toBe(404);
    expect((await t.app.request('/api/specialists/unified/nobody/reviews')).status).toBe(404);
    expect(
      (await t.app.request('/api/specialists/unified/castle-carpets-manchester/reviews?page=0'))
        .status,
    ).toBe(400);
  });
});
