import {
  businessReviewsPageSchema,
  profileReviewsPageSchema,
  reviewRequestSentSchema,
} from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { BusinessTestApp } from '../testing/business-app.ts';
import { errorOf } from '../testing/enquiries.ts';
import { businessTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

async function insertReview(
  { engine: { db, tables }, specialistIds }: BusinessTestApp,
  key: string,
  status: 'pending' | 'published' | 'rejected',
  name: string,
) {
  const { reviews } = tables;
  const [row] = await db
    .insert(reviews)
    .values({
      specialistId: specialistIds[key] as number,
      customerName: name,
      rating: 4,
      text: `Review by ${name}.`,
      status,
      createdAt: new Date(Date.now() + 1000),
    })
    .returning({ id: reviews.id });
  return row?.id as number;
}
async function reviewRow({ engine: { db, tables } }: TestApp, id: number) {
  const [row] = await db.select().from(tables.reviews).where(eq(tables.reviews.id, id));
  return row;
}

describe('GET /api/business/reviews', () => {
  businessTest(
    'lists its own reviews in every status, newest first, a page at a time',
    async ({ api }) => {
      await insertReview(api, 'castle-carpets', 'pending', 'Waiting Wendy');
      await insertReview(api, 'castle-carpets', 'rejected', 'Rejected Rob');
      await insertReview(api, 'premier-carpets', 'published', 'Not Castle’s');
      const res = await api.call(api.tokens.castle, 'GET', '/api/business/reviews?pageSize=3');
      const page = businessReviewsPageSchema.parse(await res.json());
      expect(page.total).toBe(4);
      expect(page.reviews.map((r) => r.status).sort()).toEqual([
        'pending',
        'published',
        'rejected',
      ]);
      expect(page.reviews.map((r) => r.customerName)).not.toContain('Not Castle’s');
      const over = await api.call(api.tokens.castle, 'GET', '/api/business/reviews?pageSize=51');
      expect(over.status).toBe(400);
    },
  );
});

describe('PUT /api/business/reviews/{id}/reply', () => {
  businessTest('sets the public reply, which the public profile shows', async ({ api }) => {
    const id = await insertReview(api, 'castle-carpets', 'published', 'Happy Hannah');
    const res = await api.call(api.tokens.castle, 'PUT', `/api/business/reviews/${id}/reply`, {
      reply: 'Thank you, Hannah!',
    });
    expect(res.status).toBe(200);
    expect((await reviewRow(api, id))?.businessReply).toBe('Thank you, Hannah!');
    const shown = profileReviewsPageSchema.parse(
      await (
        await api.app.request('/api/specialists/unified/castle-carpets-manchester/reviews')
      ).json(),
    );
    expect(shown.reviews.find((r) => r.id === id)?.businessReply).toBe('Thank you, Hannah!');
  });

  businessTest(
    'answers 403 for another specialist’s review and leaves it untouched',
    async ({ api }) => {
      const id = await insertReview(api, 'premier-carpets', 'published', 'Premier Pat');
      const res = await api.call(api.tokens.castle, 'PUT', `/api/business/reviews/${id}/reply`, {
        reply: 'Not my review',
      });
      expect(res.status).toBe(403);
      expect((await reviewRow(api, id))?.businessReply).toBeNull();
    },
  );

  businessTest(
    'answers 403 plan_required to a free listing, naming the plans that include it',
    async ({ api }) => {
      const id = await insertReview(api, 'budget-carpets', 'published', 'Budget Bev');
      const res = await api.call(api.tokens.budget, 'PUT', `/api/business/reviews/${id}/reply`, {
        reply: 'Thanks',
      });
      expect(res.status).toBe(403);
      const error = await errorOf(res);
      expect(error.code).toBe('plan_required');
      expect(error.message).toContain('Standard and Featured');
      expect((await reviewRow(api, id))?.businessReply).toBeNull();
    },
  );
});

describe('POST /api/business/review-requests', () => {
  const invites = ({ engine: { db, tables } }: TestApp) =>
    db.select().from(tables.reviewInvites).orderBy(tables.reviewInvites.id);
  const inviteMails = ({ engine: { db, tables } }: TestApp) =>
    db
      .select()
      .from(tables.mailOutbox)
      .where(eq(tables.mailOutbox.kind, 'review_invite'))
      .orderBy(tables.mailOutbox.id);

  businessTest(
    'mails a one-time link for its lead; a review through it is verified; never twice',
    async ({ api }) => {
      const ref = await api.enquiryTo('castle-carpets', { customerName: 'Jo Bloggs' });
      const res = await api.call(api.tokens.castle, 'POST', '/api/business/review-requests', {
        enquiryId: ref,
      });
      expect(res.status).toBe(201);
      expect(reviewRequestSentSchema.parse(await res.json())).toMatchObject({
        enquiryId: ref,
        customerEmail: 'jo@example.test',
      });
      expect(await invites(api)).toHaveLength(1);
      expect((await invites(api))[0]?.enquiryId).toEqual(expect.any(Number));
      const [mail] = await inviteMails(api);
      expect(mail?.to).toBe('jo@example.test');
      const castleId = api.specialistIds['castle-carpets'] as number;
      const token = new RegExp(`/review/${castleId}/(\\S+)`).exec(mail?.text ?? '')?.[1];
      expect(token).toBeDefined();
      const review = await api.app.request(
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
      const { reviews } = api.engine.tables;
      const [stored] = await api.engine.db
        .select()
        .from(reviews)
        .where(eq(reviews.customerName, 'Jo Bloggs'));
      expect(stored?.verified).toBe(true);

      const again = await api.call(api.tokens.castle, 'POST', '/api/business/review-requests', {
        enquiryId: ref,
      });
      expect(again.status).toBe(409);
      expect((await errorOf(again)).code).toBe('already_requested');
      expect(await invites(api)).toHaveLength(1);
    },
  );

  businessTest(
    'refuses another business’s lead (403), a lead without e-mail (409) and a free plan (403)',
    async ({ api }) => {
      const castleLead = await api.enquiryTo('castle-carpets');
      const other = await api.call(api.tokens.premier, 'POST', '/api/business/review-requests', {
        enquiryId: castleLead,
      });
      expect(other.status).toBe(403);
      const noEmail = await api.enquiryTo('castle-carpets', { customerEmail: '' });
      const silent = await api.call(api.tokens.castle, 'POST', '/api/business/review-requests', {
        enquiryId: noEmail,
      });
      expect(silent.status).toBe(409);
      const budgetLead = await api.enquiryTo('budget-carpets');
      const free = await api.call(api.tokens.budget, 'POST', '/api/business/review-requests', {
        enquiryId: budgetLead,
      });
      expect(free.status).toBe(403);
      expect((await errorOf(free)).code).toBe('plan_required');
      expect(await invites(api)).toEqual([]);
      expect(await inviteMails(api)).toEqual([]);
    },
  );
});
