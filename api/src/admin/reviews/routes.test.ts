import { adminReviewsPageSchema, specialistSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { demoFileTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const queue = async (api: TestApp, admin: Record<string, string>, query = '') =>
  adminReviewsPageSchema.parse(
    await (await api.app.request(`/api/admin/reviews${query}`, { headers: admin })).json(),
  );
const decide = (api: TestApp, admin: Record<string, string>, id: number, body: unknown) =>
  api.app.request(`/api/admin/reviews/${id}/decision`, jsonBody(body, admin));
const profile = async (api: TestApp, slug: string) =>
  specialistSchema.parse(await (await api.app.request(`/api/specialists/unified/${slug}`)).json());

describe('review moderation', () => {
  demoFileTest(
    'queues pending reviews oldest first, with the verified flag and the listing',
    async ({ api, admin }) => {
      const page = await queue(api, admin);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((r) => r.status === 'pending')).toBe(true);
      const times = page.items.map((r) => r.createdAt);
      expect(times).toEqual([...times].sort());
      expect(page.items[0]?.specialist.slug).toMatch(/-/);
    },
  );

  demoFileTest(
    'rejecting a published review keeps the reason and takes it off the listing’s figures',
    async ({ api, admin }) => {
      const [review] = (await queue(api, admin, '?status=published&pageSize=1')).items;
      if (!review) throw new Error('the demo has published reviews');
      const before = await profile(api, review.specialist.slug);
      const res = await decide(api, admin, review.id, {
        action: 'reject',
        reason: 'Not a real customer',
      });
      expect(res.status).toBe(200);
      const after = await profile(api, review.specialist.slug);
      expect(after.reviewCount).toBe(before.reviewCount - 1);
      const rejected = (await queue(api, admin, '?status=rejected')).items.find(
        (r) => r.id === review.id,
      );
      expect(rejected).toMatchObject({ rejectionReason: 'Not a real customer' });
      expect(rejected?.moderatedAt).not.toBeNull();
    },
  );

  demoFileTest('publishing a pending review counts it on the listing', async ({ api, admin }) => {
    const [review] = (await queue(api, admin)).items;
    if (!review) throw new Error('the demo has pending reviews');
    const before = await profile(api, review.specialist.slug);
    expect((await decide(api, admin, review.id, { action: 'publish' })).status).toBe(200);
    expect((await profile(api, review.specialist.slug)).reviewCount).toBe(before.reviewCount + 1);
  });

  demoFileTest(
    'refuses a rejection without a reason and an unknown review, changing nothing',
    async ({ api, admin }) => {
      const [review] = (await queue(api, admin)).items;
      expect((await decide(api, admin, review?.id ?? 0, { action: 'reject' })).status).toBe(400);
      expect((await decide(api, admin, 99_999_999, { action: 'publish' })).status).toBe(404);
      expect((await queue(api, admin)).items[0]?.id).toBe(review?.id);
    },
  );
});
