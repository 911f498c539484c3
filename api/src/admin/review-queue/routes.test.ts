import { adminReviewsPageSchema, reviewBulkResultSchema } from '@flo/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { signIn } from '../../testing/accounts.ts';
import { demoFileTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const DAY_MS = 86_400_000;
const MARK = 'Queue-tools fixture review';

const queue = async (api: TestApp, admin: Record<string, string>, query: string) => {
  const res = await api.app.request(`/api/admin/reviews?${query}`, { headers: admin });
  expect(res.status).toBe(200);
  return adminReviewsPageSchema.parse(await res.json());
};
const bulk = (api: TestApp, headers: Record<string, string>, body: unknown) =>
  api.app.request('/api/admin/reviews/bulk-decision', jsonBody(body, headers));

/** 30 pending reviews of one listing: ratings 1–5 in turn, every third verified, a day apart. */
async function seedFixtureReviews(api: TestApp) {
  const { db, tables } = api.engine;
  const { reviews, specialists } = tables;
  const [listing] = await db.select().from(specialists).orderBy(specialists.id).limit(1);
  if (!listing) throw new Error('the demo has listings');
  const now = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const [inserted] = await db
      .insert(reviews)
      .values({
        specialistId: listing.id,
        customerName: i === 7 ? 'Priya 100%_Match' : `Fixture customer ${i}`,
        rating: (i % 5) + 1,
        text: `${MARK} number ${i}`,
        verified: i % 3 === 0,
        createdAt: new Date(now - (i + 1) * DAY_MS),
      })
      .returning({ id: reviews.id });
    if (!inserted) throw new Error('the insert answered no row');
    ids.push(inserted.id);
  }
  return { listing, ids };
}

/** The stored reviews' status and rejection reason, in the order of `ids`. */
async function storedReviews(api: TestApp, ids: number[]) {
  const { db, tables } = api.engine;
  const { reviews } = tables;
  const found = await db
    .select({ id: reviews.id, status: reviews.status, reason: reviews.rejectionReason })
    .from(reviews)
    .where(inArray(reviews.id, ids));
  return ids.map((id) => found.find((review) => review.id === id));
}
const statusOf = async (api: TestApp, ids: number[]) =>
  (await storedReviews(api, ids)).map((review) => review?.status);

describe('the review moderation queue', () => {
  demoFileTest('searches, filters, orders and counts the queue', async ({ api, admin }) => {
    const { listing, ids } = await seedFixtureReviews(api);
    const marked = await queue(api, admin, `q=${encodeURIComponent(MARK)}&pageSize=10`);
    expect(marked).toMatchObject({ total: 30, pageCount: 3, page: 1, pageSize: 10, hasMore: true });
    // Oldest first by default: the fixture's last review was sent longest ago.
    expect(marked.items[0]?.id).toBe(ids[29]);
    const newest = await queue(api, admin, `q=${encodeURIComponent(MARK)}&order=newest`);
    expect(newest.items[0]?.id).toBe(ids[0]);

    const bySlug = await queue(api, admin, `specialist=${listing.slug}&q=Fixture&rating=1`);
    expect(bySlug.total).toBe(6);
    expect(bySlug.items.every((r) => r.rating === 1 && r.specialist.id === listing.id)).toBe(true);
    expect((await queue(api, admin, `specialist=${listing.id}&q=Fixture&rating=1`)).total).toBe(6);
    expect((await queue(api, admin, `q=${MARK}&verified=true`)).total).toBe(10);
    expect((await queue(api, admin, `q=${MARK}&olderThanDays=20`)).total).toBe(11);
    // The listing's name finds its reviews too; LIKE's wildcards in the text are plain text.
    expect(
      (await queue(api, admin, `q=${encodeURIComponent(listing.name)}`)).total,
    ).toBeGreaterThanOrEqual(30);
    const literal = await queue(api, admin, `q=${encodeURIComponent('100%_M')}`);
    expect(literal.items.map((r) => r.id)).toEqual([ids[7]]);
    expect((await queue(api, admin, 'specialist=no-such-listing')).total).toBe(0);
  });

  demoFileTest('refuses bad filters with a 400', async ({ api, admin }) => {
    for (const query of [
      'rating=6',
      'order=best',
      'verified=yes',
      'from=2026-1-1',
      'pageSize=51',
    ]) {
      const res = await api.app.request(`/api/admin/reviews?${query}`, { headers: admin });
      expect(res.status, query).toBe(400);
    }
  });

  demoFileTest(
    'publishes only the chosen reviews, in one go, and says what happened to each',
    async ({ api, admin }) => {
      const { ids } = await seedFixtureReviews(api);
      const chosen = ids.slice(0, 5);
      const res = await bulk(api, admin, { action: 'publish', ids: [...chosen, 99_999_999] });
      expect(res.status).toBe(200);
      const result = reviewBulkResultSchema.parse(await res.json());
      expect(result.changed).toBe(5);
      expect(result.results.at(-1)).toEqual({ id: 99_999_999, outcome: 'not_found' });
      expect(await statusOf(api, chosen)).toEqual(Array(5).fill('published'));
      expect(await statusOf(api, ids.slice(5, 8))).toEqual(Array(3).fill('pending'));
      const again = reviewBulkResultSchema.parse(
        await (await bulk(api, admin, { action: 'publish', ids: chosen.slice(0, 1) })).json(),
      );
      expect(again).toEqual({ results: [{ id: chosen[0], outcome: 'unchanged' }], changed: 0 });
      const { auditLog } = api.engine.tables;
      expect(await api.engine.db.$count(auditLog, eq(auditLog.action, 'review.publish'))).toBe(5);
    },
  );

  demoFileTest('rejects the chosen reviews with one reason', async ({ api, admin }) => {
    const { ids } = await seedFixtureReviews(api);
    const chosen = ids.slice(10, 13);
    const res = await bulk(api, admin, { action: 'reject', ids: chosen, reason: 'Spam' });
    expect(reviewBulkResultSchema.parse(await res.json()).changed).toBe(3);
    const reasons = (await storedReviews(api, chosen)).map((review) => review?.reason);
    expect(reasons).toEqual(['Spam', 'Spam', 'Spam']);
    expect(await statusOf(api, chosen)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  demoFileTest(
    'refuses bad bulk requests and other roles, changing nothing',
    async ({ api, admin }) => {
      const { ids } = await seedFixtureReviews(api);
      const chosen = ids.slice(20, 23);
      const bad = [
        { action: 'reject', ids: chosen },
        { action: 'reject', ids: chosen, reason: '  ' },
        { action: 'publish', ids: [] },
        { action: 'publish', ids: [chosen[0], chosen[0]] },
        { action: 'publish', ids: Array.from({ length: 201 }, (_, i) => i + 1) },
        { action: 'hide', ids: chosen },
      ];
      for (const body of bad) expect((await bulk(api, admin, body)).status).toBe(400);
      const { businesses } = api.engine.tables;
      const [business] = await api.engine.db
        .select()
        .from(businesses)
        .orderBy(businesses.id)
        .limit(1);
      if (!business) throw new Error('the demo has a business login');
      const token = await signIn(api.engine, 'business', business.id, new Date());
      const asBusiness = await bulk(
        api,
        { authorization: `Bearer ${token}` },
        {
          action: 'publish',
          ids: chosen,
        },
      );
      expect(asBusiness.status).toBe(401);
      expect((await bulk(api, {}, { action: 'publish', ids: chosen })).status).toBe(401);
      expect(await statusOf(api, chosen)).toEqual(['pending', 'pending', 'pending']);
    },
  );
});
