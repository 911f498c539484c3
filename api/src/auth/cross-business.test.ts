import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../db/schema.ts';
import { openSeededDemoDb, type SeededDemoDb } from '../testing/demo-db.ts';
import { chatPayload } from '../testing/enquiries.ts';
import { createSession } from './sessions.ts';

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
  let db: SeededDemoDb;
  let tokenOfB: string;
  let leadOfA: string;
  let reviewOfA: number;
  let photoOfA: number;
  let messageOfA: number;
  let specialistOfA: number;

  /** What business A owns, as rows, so any change to them shows. */
  const rowsOfA = () => ({
    recipients: db.all('select * from enquiry_recipients where specialist_id = ?', specialistOfA),
    replies: db.all('select * from lead_replies where specialist_id = ?', specialistOfA),
    quotes: db.all('select * from quotes where specialist_id = ?', specialistOfA),
    reviews: db.all('select * from reviews where specialist_id = ?', specialistOfA),
    invites: db.all('select * from review_invites where specialist_id = ?', specialistOfA),
    photos: db.all('select * from specialist_images where specialist_id = ?', specialistOfA),
    messages: db.all('select * from specialist_messages where specialist_id = ?', specialistOfA),
    profile: db.all('select * from specialists where id = ?', specialistOfA),
    mail: db.count('select count(*) from mail_outbox'),
  });

  beforeAll(async () => {
    db = openSeededDemoDb();
    specialistOfA = db.count(`select specialist_id from businesses where email = 'demo@flo.local'`);
    // Business B: another specialist on a paid plan, so plan checks cannot be what refuses it.
    const specialistOfB = db.count(
      'select id from specialists where id != ? and status = ? order by id limit 1',
      specialistOfA,
      'active',
    );
    db.t.db.$client
      .prepare(`update specialists set tier = 'featured' where id in (?, ?)`)
      .run(specialistOfA, specialistOfB);
    const businessB = db.t.db
      .insert(businesses)
      .values({ email: 'b@flo.test', name: 'Business B', specialistId: specialistOfB })
      .returning({ id: businesses.id })
      .get();
    tokenOfB = createSession(db.t.db, 'business', businessB.id, new Date());
    // A customer's enquiry sent to A from its profile chat: A's lead.
    const sent = await db.t.app.request('/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(chatPayload({ specialistId: specialistOfA })),
    });
    leadOfA = ((await sent.json()) as { id: string }).id;
    reviewOfA = db.count('select id from reviews where specialist_id = ? limit 1', specialistOfA);
    photoOfA = Number(
      db.t.db.$client
        .prepare(
          `insert into specialist_images (specialist_id, kind, file_key, width, height, widths, stored_bytes)
           values (?, 'photo', 'a-photo-of-a', 1600, 1200, '[480]', 1000)`,
        )
        .run(specialistOfA).lastInsertRowid,
    );
    messageOfA = Number(
      db.t.db.$client
        .prepare(
          `insert into specialist_messages (specialist_id, sender_name, sender_email, subject, message, page_url, page_type, created_at)
           values (?, 'Priya', 'priya@example.test', 'Oak', 'A quote please', '/', 'specialist_profile', 0)`,
        )
        .run(specialistOfA).lastInsertRowid,
    );
  });
  afterAll(() => db.t.close());

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
    const before = rowsOfA();
    const answers: string[] = [];
    for (const { method, path, body, refusals = [401, 403] } of attempts) {
      const res = await db.t.app.request(path, {
        method,
        headers: { authorization: `Bearer ${tokenOfB}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      answers.push(`${method} ${path.replace(leadOfA, ':lead')} → ${res.status}`);
      expect(refusals, `${method} ${path}`).toContain(res.status);
    }
    expect(answers).toHaveLength(attempts.length);
    // B's own profile edit must not reach A's listing either.
    const own = await db.t.app.request('/api/business/profile', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokenOfB}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Business B rewrites its own listing only.' }),
    });
    expect(own.status).toBe(200);
    expect(rowsOfA()).toEqual(before);
  });

  it('covers every business route that names a lead or a review', () => {
    const named = new Set(
      db.t.app.routes
        .filter((r) => r.method !== 'ALL' && /^\/api\/business\/.*:/.test(r.path))
        .map((r) => r.path),
    );
    expect([...named].sort()).toEqual([...PARAMETERISED_BUSINESS_ROUTES].sort());
  });
});
