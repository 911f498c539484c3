import { profileReviewsPageSchema, reviewInviteSchema, reviewSubmittedSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviewInvites, reviews } from '../db/schema.ts';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { readJson } from '../testing/json.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { createReviewInvite, REVIEW_INVITE_VALID_MS } from './invites.ts';

const TOKEN = 'known-test-token-0123456789abcdef';
let t: TestApp;
let ids: Record<string, number>;
let castle: number;
beforeEach(() => {
  t = createTestApp();
  ids = insertDirectoryFixture(t.db).ids;
  castle = ids['castle-carpets-manchester'] ?? 0;
});
afterEach(() => t.close());

const review = (overrides: Record<string, unknown> = {}) => ({
  specialistId: castle,
  customerName: 'Priya Shah',
  rating: 5,
  reviewText: 'Fitted our stair runner neatly and left the house spotless.',
  ...overrides,
});
const post = (body: unknown, ip = '203.0.113.7') =>
  t.app.request('/api/reviews', jsonBody(body, { 'x-test-client-ip': ip }));
const invite = (specialistId = castle) =>
  createReviewInvite(
    t.db,
    specialistId,
    { name: 'Priya Shah', email: 'priya@example.test' },
    t.deps.now?.() ?? new Date(),
    { rawToken: TOKEN },
  );
const reviewCount = () => t.db.select().from(reviews).all().length;

describe('GET /api/review-invites/{specialistId}/{token}', () => {
  const check = (specialistId: number, token = TOKEN) =>
    t.app.request(`/api/review-invites/${specialistId}/${token}`);

  it('says a fresh link is valid and names the specialist and customer', async () => {
    invite();
    const res = await check(castle);
    expect(res.status).toBe(200);
    expect(reviewInviteSchema.parse(await res.json())).toEqual({
      valid: true,
      reason: 'ok',
      specialistId: castle,
      specialistName: 'Castle Carpets',
      specialistSlug: 'castle-carpets-manchester',
      customerName: 'Priya Shah',
    });
  });

  it('answers 404 alike for a wrong token, another specialist, a malformed token or id', async () => {
    invite();
    for (const res of [
      await check(castle, 'wrong-token-0123456789abcdef'),
      await check(ids['premier-carpets-manchester'] ?? 0),
      await check(castle, 'short'),
      await t.app.request(`/api/review-invites/castle/${TOKEN}`),
    ]) {
      expect(res.status).toBe(404);
      expect((await readJson(res)).error.code).toBe('not_found');
    }
  });

  it('reports a used or expired link as not valid', async () => {
    invite();
    t.advance(REVIEW_INVITE_VALID_MS);
    expect(reviewInviteSchema.parse(await (await check(castle)).json())).toMatchObject({
      valid: false,
      reason: 'expired',
    });
    t.advance(-REVIEW_INVITE_VALID_MS);
    await post(review({ token: TOKEN }));
    expect(reviewInviteSchema.parse(await (await check(castle)).json())).toMatchObject({
      valid: false,
      reason: 'used',
    });
  });
});

describe('POST /api/reviews', () => {
  it('publishes a verified review with a valid link and consumes the link', async () => {
    invite();
    const res = await post(review({ token: TOKEN }));
    expect(res.status).toBe(201);
    const answer = reviewSubmittedSchema.parse(await res.json());
    expect(answer).toMatchObject({ status: 'published', verified: true });
    const stored = t.db.select().from(reviews).where(eq(reviews.id, answer.id)).get();
    expect(stored).toMatchObject({
      status: 'published',
      verified: true,
      rating: 5,
      specialistId: castle,
    });
    const [used] = t.db.select().from(reviewInvites).all();
    expect(used?.usedAt).toBeInstanceOf(Date);
    expect(used?.reviewId).toBe(answer.id);
  });

  it('holds a review without a link for moderation', async () => {
    const res = await post(review());
    expect(res.status).toBe(201);
    const answer = reviewSubmittedSchema.parse(await res.json());
    expect(answer).toMatchObject({ status: 'pending', verified: false });
    expect(answer.message).toMatch(/once our team has checked it/);
    const page = await t.app.request('/api/specialists/unified/castle-carpets-manchester/reviews');
    expect(profileReviewsPageSchema.parse(await page.json()).total).toBe(6);
  });

  it('refuses a used, expired, wrong or foreign link and writes nothing', async () => {
    invite();
    await post(review({ token: TOKEN }));
    const before = reviewCount();
    const used = await post(review({ token: TOKEN }));
    expect(used.status).toBe(409);
    expect((await readJson(used)).error.code).toBe('invite_used');

    const premier = ids['premier-carpets-manchester'] ?? 0;
    const other = createReviewInvite(
      t.db,
      premier,
      { name: 'A', email: 'a@example.test' },
      new Date(),
      { validForMs: 1 },
    );
    t.advance(1000);
    const expired = await post(review({ specialistId: premier, token: other }));
    expect(expired.status).toBe(409);
    expect((await readJson(expired)).error.code).toBe('invite_expired');
    expect((await post(review({ token: 'wrong-token-0123456789abcdef' }))).status).toBe(404);
    expect((await post(review({ token: other }))).status).toBe(404);
    expect(reviewCount()).toBe(before);
  });

  it('refuses bad input with the failing fields, and unknown or suspended specialists', async () => {
    const before = reviewCount();
    const bad = await post(review({ rating: 6, reviewText: 'Too short', customerName: ' ' }));
    expect(bad.status).toBe(400);
    expect(Object.keys((await readJson(bad)).error.fields ?? {}).sort()).toEqual([
      'customerName',
      'rating',
      'reviewText',
    ]);
    expect((await post(review({ reviewText: 'x'.repeat(2001) }))).status).toBe(400);
    expect((await post(review({ specialistId: 999_999 }))).status).toBe(404);
    expect((await post(review({ specialistId: ids['shady-tiles-manchester'] }))).status).toBe(404);
    expect(reviewCount()).toBe(before);
  });

  it('allows 5 reviews an hour per IP, then answers 429 with Retry-After', async () => {
    const before = reviewCount();
    for (let i = 0; i < 5; i += 1) expect((await post(review())).status).toBe(201);
    const limited = await post(review());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await post(review(), '198.51.100.1')).status).toBe(201);
    expect(reviewCount()).toBe(before + 6);
  });

  it('will not create a link for a suspended specialist', () => {
    expect(() => invite(ids['shady-tiles-manchester'])).toThrow(/not an active specialist/);
  });
});
