import {
  businessReviewsPageSchema,
  profileReviewsPageSchema,
  reviewRequestSentSchema,
} from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, reviewInvites, reviews } from '../db/schema.ts';
import { type BusinessTestApp, createBusinessTestApp } from '../testing/business-app.ts';
import { errorOf } from '../testing/enquiries.ts';
import { jsonBody } from '../testing/test-app.ts';

let t: BusinessTestApp;
beforeEach(() => {
  t = createBusinessTestApp();
});
afterEach(() => t.close());

function insertReview(key: string, status: 'pending' | 'published' | 'rejected', name: string) {
  return t.db
    .insert(reviews)
    .values({
      specialistId: t.specialistIds[key] as number,
      customerName: name,
      rating: 4,
      text: `Review by ${name}.`,
      status,
      createdAt: new Date(Date.now() + 1000),
    })
    .returning({ id: reviews.id })
    .get().id;
}
const reviewRow = (id: number) => t.db.select().from(reviews).where(eq(reviews.id, id)).get();

describe('GET /api/business/reviews', () => {
  it('lists its own reviews in every status, newest first, a page at a time', async () => {
    insertReview('castle-carpets', 'pending', 'Waiting Wendy');
    insertReview('castle-carpets', 'rejected', 'Rejected Rob');
    insertReview('premier-carpets', 'published', 'Not Castle’s');
    const res = await t.call(t.tokens.castle, 'GET', '/api/business/reviews?pageSize=3');
    const page = businessReviewsPageSchema.parse(await res.json());
    expect(page.total).toBe(4);
    expect(page.reviews.map((r) => r.status).sort()).toEqual(['pending', 'published', 'rejected']);
    expect(page.reviews.map((r) => r.customerName)).not.toContain('Not Castle’s');
    const over = await t.call(t.tokens.castle, 'GET', '/api/business/reviews?pageSize=51');
    expect(over.status).toBe(400);
  });
});

describe('PUT /api/business/reviews/{id}/reply', () => {
  it('sets the public reply, which the public profile shows', async () => {
    const id = insertReview('castle-carpets', 'published', 'Happy Hannah');
    const res = await t.call(t.tokens.castle, 'PUT', `/api/business/reviews/${id}/reply`, {
      reply: 'Thank you, Hannah!',
    });
    expect(res.status).toBe(200);
    expect(reviewRow(id)?.businessReply).toBe('Thank you, Hannah!');
    const shown = profileReviewsPageSchema.parse(
      await (
        await t.app.request('/api/specialists/unified/castle-carpets-manchester/reviews')
      ).json(),
    );
    expect(shown.reviews.find((r) => r.id === id)?.businessReply).toBe('Thank you, Hannah!');
  });

  it('answers 403 for another specialist’s review and leaves it untouched', async () => {
    const id = insertReview('premier-carpets', 'published', 'Premier Pat');
    const res = await t.call(t.tokens.castle, 'PUT', `/api/business/reviews/${id}/reply`, {
      reply: 'Not my review',
    });
    expect(res.status).toBe(403);
    expect(reviewRow(id)?.businessReply).toBeNull();
  });

  it('answers 403 plan_required to a free listing, naming the plans that include it', async () => {
    const id = insertReview('budget-carpets', 'published', 'Budget Bev');
    const res = await t.call(t.tokens.budget, 'PUT', `/api/business/reviews/${id}/reply`, {
      reply: 'Thanks',
    });
    expect(res.status).toBe(403);
    const error = await errorOf(res);
    expect(error.code).toBe('plan_required');
    expect(error.message).toContain('Standard and Featured');
    expect(reviewRow(id)?.businessReply).toBeNull();
  });
});

describe('POST /api/business/review-requests', () => {
  const invites = () => t.db.select().from(reviewInvites).all();
  const inviteMails = () =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'review_invite')).all();

  it('mails a one-time link for its lead; a review through it is verified; never twice', async () => {
    const ref = await t.enquiryTo('castle-carpets', { customerName: 'Jo Bloggs' });
    const res = await t.call(t.tokens.castle, 'POST', '/api/business/review-requests', {
      enquiryId: ref,
    });
    expect(res.status).toBe(201);
    expect(reviewRequestSentSchema.parse(await res.json())).toMatchObject({
      enquiryId: ref,
      customerEmail: 'jo@example.test',
    });
    expect(invites()).toHaveLength(1);
    expect(invites()[0]?.enquiryId).toEqual(expect.any(Number));
    const [mail] = inviteMails();
    expect(mail?.to).toBe('jo@example.test');
    const castleId = t.specialistIds['castle-carpets'] as number;
    const token = new RegExp(`/review/${castleId}/(\\S+)`).exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const review = await t.app.request(
      '/api/reviews',
      jsonBody({
        specialistId: castleId,
        token: decodeURIComponent(token ?? ''),
        customerName: 'Jo Bloggs',
        rating: 5,
        reviewText: 'Lovely job on the stairs, tidy and on time.',
      }),
    );
    expect(review.status).toBe(201);
    const stored = t.db.select().from(reviews).where(eq(reviews.customerName, 'Jo Bloggs')).get();
    expect(stored?.verified).toBe(true);

    const again = await t.call(t.tokens.castle, 'POST', '/api/business/review-requests', {
      enquiryId: ref,
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('already_requested');
    expect(invites()).toHaveLength(1);
  });

  it('refuses another business’s lead (403), a lead without e-mail (409) and a free plan (403)', async () => {
    const castleLead = await t.enquiryTo('castle-carpets');
    const other = await t.call(t.tokens.premier, 'POST', '/api/business/review-requests', {
      enquiryId: castleLead,
    });
    expect(other.status).toBe(403);
    const noEmail = await t.enquiryTo('castle-carpets', { customerEmail: '' });
    const silent = await t.call(t.tokens.castle, 'POST', '/api/business/review-requests', {
      enquiryId: noEmail,
    });
    expect(silent.status).toBe(409);
    const budgetLead = await t.enquiryTo('budget-carpets');
    const free = await t.call(t.tokens.budget, 'POST', '/api/business/review-requests', {
      enquiryId: budgetLead,
    });
    expect(free.status).toBe(403);
    expect((await errorOf(free)).code).toBe('plan_required');
    expect(invites()).toEqual([]);
    expect(inviteMails()).toEqual([]);
  });
});
