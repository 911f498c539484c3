import { adminReviewsPageSchema, specialistSchema } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { insertAdmin } from '../../testing/accounts.ts';
import { openSeededDemoDb, type SeededDemoDb } from '../../testing/demo-db.ts';
import { jsonBody } from '../../testing/test-app.ts';

let db: SeededDemoDb;
let admin: Record<string, string>;
beforeAll(async () => {
  db = openSeededDemoDb();
  const token = createSession(db.t.db, 'admin', await insertAdmin(db.t.db), new Date());
  admin = { authorization: `Bearer ${token}` };
});
afterAll(() => db.t.close());

const queue = async (query = '') =>
  adminReviewsPageSchema.parse(
    await (await db.t.app.request(`/api/admin/reviews${query}`, { headers: admin })).json(),
  );
const decide = (id: number, body: unknown) =>
  db.t.app.request(`/api/admin/reviews/${id}/decision`, jsonBody(body, admin));
const profile = async (slug: string) =>
  specialistSchema.parse(await (await db.t.app.request(`/api/specialists/unified/${slug}`)).json());

describe('review moderation', () => {
  it('queues pending reviews oldest first, with the verified flag and the listing', async () => {
    const page = await queue();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r) => r.status === 'pending')).toBe(true);
    const times = page.items.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
    expect(page.items[0]?.specialist.slug).toMatch(/-/);
  });

  it('rejecting a published review keeps the reason and takes it off the listing’s figures', async () => {
    const [review] = (await queue('?status=published&pageSize=1')).items;
    if (!review) throw new Error('the demo has published reviews');
    const before = await profile(review.specialist.slug);
    const res = await decide(review.id, { action: 'reject', reason: 'Not a real customer' });
    expect(res.status).toBe(200);
    const after = await profile(review.specialist.slug);
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    const rejected = (await queue('?status=rejected')).items.find((r) => r.id === review.id);
    expect(rejected).toMatchObject({ rejectionReason: 'Not a real customer' });
    expect(rejected?.moderatedAt).not.toBeNull();
  });

  it('publishing a pending review counts it on the listing', async () => {
    const [review] = (await queue()).items;
    if (!review) throw new Error('the demo has pending reviews');
    const before = await profile(review.specialist.slug);
    expect((await decide(review.id, { action: 'publish' })).status).toBe(200);
    expect((await profile(review.specialist.slug)).reviewCount).toBe(before.reviewCount + 1);
  });

  it('refuses a rejection without a reason and an unknown review, changing nothing', async () => {
    const [review] = (await queue()).items;
    expect((await decide(review?.id ?? 0, { action: 'reject' })).status).toBe(400);
    expect((await decide(99_999_999, { action: 'publish' })).status).toBe(404);
    expect((await queue()).items[0]?.id).toBe(review?.id);
  });
});
