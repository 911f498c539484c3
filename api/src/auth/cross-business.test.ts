import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_EMAIL } from '../seed/demo.ts';
import { signIn } from '../testing/accounts.ts';
import { seedDemoAtDemoNow } from '../testing/demo-db.ts';
import { chatPayload } from '../testing/enquiries.ts';
import { openTestApp } from '../testing/open-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Business B, logged in, aims at everything of business A's it could name: A's leads, the
 * quotes and replies on them, A's reviews, review links for A's customers and A's profile.
 * Each attempt is refused (401/403) and no row of A's changes.
 */

interface Attempt {
  method: string;
  path: string;
  body?: unknown;
  /** The statuses that count as refused: 401 or 403 unless the route hides what B cannot see. */
  refusals?: number[];
}

const PARAMETERISED_BUSINESS_ROUTES = [
  '/api/business/enquiries/:reference',
  '/api/business/enquiries/:reference/replies',
  '/api/business/enquiries/:reference/quotes',
  '/api/business/messages/:id/read',
  '/api/business/photos/:photoId',
  '/api/business/reviews/:id/reply',
];

describe('one business cannot touch another business’s leads, quotes, reviews or profile', () => {
  let api: TestApp;
  let tokenOfB: string;
  let leadOfA: string;
  let reviewOfA: number;
  let photoOfA: number;
  let messageOfA: number;
  let specialistOfA: number;

  /** What business A owns, as rows, so any change to them shows. */
  const rowsOfA = async () => {
    const { db, tables: t } = api.engine;
    return {
      recipients: await db
        .select()
        .from(t.enquiryRecipients)
        .where(eq(t.enquiryRecipients.specialistId, specialistOfA))
        .orderBy(t.enquiryRecipients.enquiryId),
      replies: await db
        .select()
        .from(t.leadReplies)
        .where(eq(t.leadReplies.specialistId, specialistOfA))
        .orderBy(t.leadReplies.id),
      quotes: await db
        .select()
        .from(t.quotes)
        .where(eq(t.quotes.specialistId, specialistOfA))
        .orderBy(t.quotes.id),
      reviews: await db
        .select()
        .from(t.reviews)
        .where(eq(t.reviews.specialistId, specialistOfA))
        .orderBy(t.reviews.id),
      invites: await db
        .select()
        .from(t.reviewInvites)
        .where(eq(t.reviewInvites.specialistId, specialistOfA))
        .orderBy(t.reviewInvites.id),
      photos: await db
        .select()
        .from(t.specialistImages)
        .where(eq(t.specialistImages.specialistId, specialistOfA))
        .orderBy(t.specialistImages.id),
      messages: await db
        .select()
        .from(t.specialistMessages)
        .where(eq(t.specialistMessages.specialistId, specialistOfA))
        .orderBy(t.specialistMessages.id),
      profile: await db.select().from(t.specialists).where(eq(t.specialists.id, specialistOfA)),
      mail: await db.select({ n: count() }).from(t.mailOutbox),
    };
  };

  // The first file of a PostgreSQL worker that opens the demo data copies it into a template.
  beforeAll(async () => {
    api = await openTestApp({ arrange: seedDemoAtDemoNow });
    const { db, tables: t } = api.engine;
    const [demo] = await db
      .select({ specialistId: t.businesses.specialistId })
      .from(t.businesses)
      .where(eq(t.businesses.email, DEMO_BUSINESS_EMAIL));
    // Business B: another specialist on a paid plan, so plan checks cannot be what refuses it.
    const [specialistB] = await db
      .select({ id: t.specialists.id })
      .from(t.specialists)
      .where(and(ne(t.specialists.id, demo?.specialistId ?? 0), eq(t.specialists.status, 'active')))
      .orderBy(t.specialists.id)
      .limit(1);
    if (!demo || !specialistB) throw new Error('the demo data lacks business A or B');
    specialistOfA = demo.specialistId;
    const specialistOfB = specialistB.id;
    for (const id of [specialistOfA, specialistOfB]) {
      await db.update(t.specialists).set({ tier: 'featured' }).where(eq(t.specialists.id, id));
    }
    const [businessB] = await db
      .insert(t.businesses)
      .values({ email: 'b@flo.test', name: 'Business B', specialistId: specialistOfB })
      .returning({ id: t.businesses.id });
    tokenOfB = await signIn(api.engine, 'business', businessB?.id ?? 0, new Date());
    // A customer's enquiry sent to A from its profile chat: A's lead.
    const sent = await api.app.request('/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(chatPayload({ specialistId: specialistOfA })),
    });
    leadOfA = ((await sent.json()) as { id: string }).id;
    const [review] = await db
      .select({ id: t.reviews.id })
      .from(t.reviews)
      .where(eq(t.reviews.specialistId, specialistOfA))
      .orderBy(t.reviews.id)
      .limit(1);
    reviewOfA = review?.id ?? 0;
    const [photo] = await db
      .insert(t.specialistImages)
      .values({
        specialistId: specialistOfA,
        kind: 'photo',
        fileKey: 'a-photo-of-a',
        width: 1600,
        height: 1200,
        widths: [480],
        storedBytes: 1000,
      })
      .returning({ id: t.specialistImages.id });
    photoOfA = photo?.id ?? 0;
    const [message] = await db
      .insert(t.specialistMessages)
      .values({
        specialistId: specialistOfA,
        senderName: 'Priya',
        senderEmail: 'priya@example.test',
        subject: 'Oak',
        message: 'A quote please',
        pageUrl: '/',
        pageType: 'specialist_profile',
        createdAt: new Date(0),
      })
      .returning({ id: t.specialistMessages.id });
    messageOfA = message?.id ?? 0;
  }, 60_000);
  afterAll(() => api.close());

  it('has a lead and a review of A to aim at', () => {
    expect(leadOfA).toMatch(/^enq_/);
    expect(reviewOfA).toBeGreaterThan(0);
  });

  it('refuses every attempt with 401 or 403 and changes none of A’s rows', async () => {
    const attempts: Attempt[] = [
      { method: 'GET', path: `/api/business/enquiries/${leadOfA}` },
      { method: 'PATCH', path: `/api/business/enquiries/${leadOfA}`, body: { status: 'lost' } },
      {
        method: 'POST',
        path: `/api/business/enquiries/${leadOfA}/replies`,
        body: { message: 'Hello from a competitor' },
      },
      {
        method: 'POST',
        path: `/api/business/enquiries/${leadOfA}/quotes`,
        body: { amountPence: 100, description: 'Undercut' },
      },
      {
        method: 'PUT',
        path: `/api/business/reviews/${reviewOfA}/reply`,
        body: { reply: 'Not our customer' },
      },
      { method: 'POST', path: '/api/business/review-requests', body: { enquiryId: leadOfA } },
      {
        method: 'PATCH',
        path: `/api/business/photos/${photoOfA}`,
        body: { caption: 'Not their floor' },
        // Another listing's photo is as unknown to B as one that does not exist.
        refusals: [404],
      },
      { method: 'DELETE', path: `/api/business/photos/${photoOfA}`, refusals: [404] },
      // A message to another listing is as unknown to B as one that does not exist.
      { method: 'POST', path: `/api/business/messages/${messageOfA}/read`, refusals: [404] },
    ];
    const before = await rowsOfA();
    const answers: string[] = [];
    for (const { method, path, body, refusals = [401, 403] } of attempts) {
      const res = await api.app.request(path, {
        method,
        headers: { authorization: `Bearer ${tokenOfB}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      answers.push(`${method} ${path.replace(leadOfA, ':lead')} → ${res.status}`);
      expect(refusals, `${method} ${path}`).toContain(res.status);
    }
    expect(answers).toHaveLength(attempts.length);
    // B's own profile edit must not reach A's listing either.
    const own = await api.app.request('/api/business/profile', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokenOfB}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Business B rewrites its own listing only.' }),
    });
    expect(own.status).toBe(200);
    expect(await rowsOfA()).toEqual(before);
  });

  it('covers every business route that names a lead or a review', () => {
    const named = new Set(
      api.app.routes
        .filter((r) => r.method !== 'ALL' && /^\/api\/business\/.*:/.test(r.path))
        .map((r) => r.path),
    );
    expect([...named].sort()).toEqual([...PARAMETERISED_BUSINESS_ROUTES].sort());
  });
});
