import { profileReviewsPageSchema, reviewInviteSchema, reviewSubmittedSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { directoryTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { REVIEW_INVITE_VALID_MS, storeReviewInvite } from './invites.ts';

const TOKEN = 'known-test-token-0123456789abcdef';

/** `directoryTest` with `castle`, the id of castle-carpets-manchester, whom the reviews are for. */
const reviewsTest = directoryTest.extend(
  'castle',
  ({ directory }) => directory.ids['castle-carpets-manchester'] ?? 0,
);

const review = (castle: number, overrides: Record<string, unknown> = {}) => ({
  specialistId: castle,
  customerName: 'Priya Shah',
  rating: 5,
  reviewText: 'Fitted our stair runner neatly and left the house spotless.',
  ...overrides,
});
const post = (api: TestApp, body: unknown, ip = '203.0.113.7') =>
  api.app.request('/api/reviews', jsonBody(body, { 'x-test-client-ip': ip }));
const invite = (api: TestApp, specialistId: number) =>
  api.engine.commit(
    storeReviewInvite,
    specialistId,
    { name: 'Priya Shah', email: 'priya@example.test' },
    api.deps.now?.() ?? new Date(),
    { rawToken: TOKEN },
  );
const reviewCount = async ({ engine: { db, tables } }: TestApp) =>
  (await db.select({ id: tables.reviews.id }).from(tables.reviews)).length;

describe('GET /api/review-invites/{specialistId}/{token}', () => {
  const check = (api: TestApp, specialistId: number, token = TOKEN) =>
    api.app.request(`/api/review-invites/${specialistId}/${token}`);

  reviewsTest(
    'says a fresh link is valid and names the specialist and customer',
    async ({ api, castle }) => {
      await invite(api, castle);
      const res = await check(api, castle);
      expect(res.status).toBe(200);
      expect(reviewInviteSchema.parse(await res.json())).toEqual({
        valid: true,
        reason: 'ok',
        specialistId: castle,
        specialistName: 'Castle Carpets',
        specialistSlug: 'castle-carpets-manchester',
        customerName: 'Priya Shah',
      });
    },
  );

  reviewsTest(
    'answers 404 alike for a wrong token, another specialist, a malformed token or id',
    async ({ api, castle, directory }) => {
      await invite(api, castle);
      for (const res of [
        await check(api, castle, 'wrong-token-0123456789abcdef'),
        await check(api, directory.ids['premier-carpets-manchester'] ?? 0),
        await check(api, castle, 'short'),
        await api.app.request(`/api/review-invites/castle/${TOKEN}`),
      ]) {
        expect(res.status).toBe(404);
        expect((await readJson(res)).error.code).toBe('not_found');
      }
    },
  );

  reviewsTest('reports a used or expired link as not valid', async ({ api, castle }) => {
    await invite(api, castle);
    api.advance(REVIEW_INVITE_VALID_MS);
    expect(reviewInviteSchema.parse(await (await check(api, castle)).json())).toMatchObject({
      valid: false,
      reason: 'expired',
    });
    api.advance(-REVIEW_INVITE_VALID_MS);
    await post(api, review(castle, { token: TOKEN }));
    expect(reviewInviteSchema.parse(await (await check(api, castle)).json())).toMatchObject({
      valid: false,
      reason: 'used',
    });
  });
});

describe('POST /api/reviews', () => {
  reviewsTest(
    'publishes a verified review with a valid link and consumes the link',
    async ({ api, castle }) => {
      await invite(api, castle);
      const res = await post(api, review(castle, { token: TOKEN }));
      expect(res.status).toBe(201);
      const answer = reviewSubmittedSchema.parse(await res.json());
      expect(answer).toMatchObject({ status: 'published', verified: true });
      const { db, tables } = api.engine;
      const [stored] = await db
        .select()
        .from(tables.reviews)
        .where(eq(tables.reviews.id, answer.id));
      expect(stored).toMatchObject({
        status: 'published',
        verified: true,
        rating: 5,
        specialistId: castle,
      });
      const [used, ...others] = await db.select().from(tables.reviewInvites);
      expect(others).toEqual([]);
      expect(used?.usedAt).toBeInstanceOf(Date);
      expect(used?.reviewId).toBe(answer.id);
    },
  );

  reviewsTest('holds a review without a link for moderation', async ({ api, castle }) => {
    const res = await post(api, review(castle));
    expect(res.status).toBe(201);
    const answer = reviewSubmittedSchema.parse(await res.json());
    expect(answer).toMatchObject({ status: 'pending', verified: false });
    expect(answer.message).toMatch(/once our team has checked it/);
    const page = await api.app.request(
      '/api/specialists/unified/castle-carpets-manchester/reviews',
    );
    expect(profileReviewsPageSchema.parse(await page.json()).total).toBe(6);
  });

  reviewsTest(
    'refuses a used, expired, wrong or foreign link and writes nothing',
    async ({ api, castle, directory }) => {
      await invite(api, castle);
      await post(api, review(castle, { token: TOKEN }));
      const before = await reviewCount(api);
      const used = await post(api, review(castle, { token: TOKEN }));
      expect(used.status).toBe(409);
      expect((await readJson(used)).error.code).toBe('invite_used');

      const premier = directory.ids['premier-carpets-manchester'] ?? 0;
      const other = await api.engine.commit(
        storeReviewInvite,
        premier,
        { name: 'A', email: 'a@example.test' },
        new Date(),
        { validForMs: 1 },
      );
      api.advance(1000);
      const expired = await post(api, review(castle, { specialistId: premier, token: other }));
      expect(expired.status).toBe(409);
      expect((await readJson(expired)).error.code).toBe('invite_expired');
      expect(
        (await post(api, review(castle, { token: 'wrong-token-0123456789abcdef' }))).status,
      ).toBe(404);
      expect((await post(api, review(castle, { token: other }))).status).toBe(404);
      expect(await reviewCount(api)).toBe(before);
    },
  );

  reviewsTest(
    'refuses bad input with the failing fields, and unknown or suspended specialists',
    async ({ api, castle, directory }) => {
      const before = await reviewCount(api);
      const bad = await post(
        api,
        review(castle, { rating: 6, reviewText: 'Too short', customerName: ' ' }),
      );
      expect(bad.status).toBe(400);
      expect(Object.keys((await readJson(bad)).error.fields ?? {}).sort()).toEqual([
        'customerName',
        'rating',
        'reviewText',
      ]);
      expect((await post(api, review(castle, { reviewText: 'x'.repeat(2001) }))).status).toBe(400);
      expect((await post(api, review(castle, { specialistId: 999_999 }))).status).toBe(404);
      expect(
        (await post(api, review(castle, { specialistId: directory.ids['shady-tiles-manchester'] })))
          .status,
      ).toBe(404);
      expect(await reviewCount(api)).toBe(before);
    },
  );

  reviewsTest(
    'allows 5 reviews an hour per IP, then answers 429 with Retry-After',
    async ({ api, castle }) => {
      const before = await reviewCount(api);
      for (let i = 0; i < 5; i += 1) expect((await post(api, review(castle))).status).toBe(201);
      const limited = await post(api, review(castle));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await post(api, review(castle), '198.51.100.1')).status).toBe(201);
      expect(await reviewCount(api)).toBe(before + 6);
    },
  );

  reviewsTest('will not create a link for a suspended specialist', async ({ api, directory }) => {
    await expect(invite(api, directory.ids['shady-tiles-manchester'] as number)).rejects.toThrow(
      /not an active specialist/,
    );
  });
});
