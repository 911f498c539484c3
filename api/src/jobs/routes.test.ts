import { enquiryCreatedSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, enquiryRecipients, jobPosts, mailOutbox } from '../db/schema.ts';
import { fixtureEmail, insertEnquiryFixtures } from '../testing/enquiries.ts';
import { readJson } from '../testing/json.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeEach(() => {
  t = createTestApp();
  ids = insertEnquiryFixtures(t.db);
});
afterEach(() => t.close());

const job = (overrides: Record<string, unknown> = {}) => ({
  service: 'carpet',
  city: 'Manchester',
  title: 'Carpet for three bedrooms',
  description: 'Three bedrooms of about 12 m² each, old carpet to lift and take away.',
  budgetRange: '£1,000 to £3,000',
  urgency: 'Within 2-4 weeks',
  name: 'Alex Morgan',
  email: 'alex@example.test',
  phone: '07700 900456',
  preferredContact: 'phone',
  ...overrides,
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/api/jobs', jsonBody(body, { 'x-test-client-ip': '203.0.113.20', ...headers }));
const stored = () => t.db.select().from(enquiries).all();

describe('POST /api/jobs', () => {
  it('stores the job as a matched enquiry with its job fields and mails everyone in one go', async () => {
    const res = await post(job());
    expect(res.status).toBe(201);
    const answer = enquiryCreatedSchema.parse(await res.json());
    expect(answer).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
    expect(answer.id).toMatch(/^enq_/);
    const [row] = stored();
    expect(row).toMatchObject({
      publicId: answer.id,
      kind: 'job',
      status: 'matched',
      flooringType: 'Carpet Installation',
      location: 'Manchester',
      customerName: 'Alex Morgan',
      customerPhone: '07700 900456',
      budgetRange: '£1,000 to £3,000',
      urgency: 'Within 2-4 weeks',
      chatbotSource: 'post_a_job',
      selectedServiceSlug: 'carpet',
    });
    expect(row?.projectDetails).toMatch(/^Carpet for three bedrooms\n\nThree bedrooms/);
    expect(t.db.select().from(jobPosts).all()).toEqual([
      {
        enquiryId: row?.id,
        title: 'Carpet for three bedrooms',
        serviceSlug: 'carpet',
        preferredContact: 'phone',
      },
    ]);
    const recipients = t.db
      .select()
      .from(enquiryRecipients)
      .all()
      .map((r) => r.specialistId);
    expect(recipients.sort()).toEqual(
      [ids['featured-carpets'], ids['castle-carpets'], ids['premier-carpets']].sort(),
    );
    const mails = t.db.select().from(mailOutbox).all();
    expect(mails.map((m) => m.to).sort()).toEqual(
      [
        'alex@example.test',
        ...['castle-carpets', 'featured-carpets', 'premier-carpets'].map(fixtureEmail),
      ].sort(),
    );
    const lead = mails.find((m) => m.kind === 'specialist_lead');
    expect(lead?.text).toContain('Preferred contact: by phone');
  });

  it('finds the city from a postcode alone and the service from the form', async () => {
    const res = await post(job({ service: 'tile', city: undefined, postcode: 'ls6 2ab' }));
    expect(enquiryCreatedSchema.parse(await res.json()).matchedSpecialists).toBe(3);
    const [row] = stored();
    expect(row).toMatchObject({ location: 'LS6 2AB', postcode: 'ls6 2ab' });
    const recipients = t.db.select().from(enquiryRecipients).all();
    const leeds = ['leeds-tiles-1', 'leeds-tiles-2', 'leeds-tiles-3', 'leeds-tiles-4'].map(
      (k) => ids[k],
    );
    expect(recipients.every((r) => leeds.includes(r.specialistId))).toBe(true);
  });

  it('keeps a job nobody covers, unmatched, for an admin to route', async () => {
    const res = await post(job({ city: 'Milton Keynes' }));
    expect(res.status).toBe(201);
    expect(enquiryCreatedSchema.parse(await res.json())).toMatchObject({
      status: 'received',
      matchedSpecialists: 0,
    });
    expect(stored()[0]?.status).toBe('new');
  });

  it('answers a retried Idempotency-Key with the first answer and stores nothing twice', async () => {
    const key = 'job-key-0001';
    const first = await post(job(), { 'Idempotency-Key': key });
    const again = await post(job(), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(stored()).toHaveLength(1);
    expect(t.db.select().from(jobPosts).all()).toHaveLength(1);
    const reused = await post(job({ title: 'Something else entirely' }), {
      'Idempotency-Key': key,
    });
    expect(reused.status).toBe(409);
    expect((await post(job(), { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
  });

  it.each([
    [{ city: undefined, postcode: undefined }, 'city'],
    [{ urgency: 'Yesterday' }, 'urgency'],
    [{ service: 'plumbing' }, 'service'],
    [{ budgetRange: '£5' }, 'budgetRange'],
    [{ description: 'Too short' }, 'description'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone: undefined, preferredContact: 'phone' }, 'phone'],
    [{ title: ' ' }, 'title'],
  ])('refuses %o naming %s and writes nothing', async (overrides, field) => {
    const res = await post(job(overrides));
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson(res)).error.fields ?? {})).toContain(field);
    expect(stored()).toHaveLength(0);
    expect(t.db.select().from(mailOutbox).all()).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.request('/api/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"service":',
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.code).toBe('invalid_json');
  });

  it('allows 20 jobs per IP in 10 minutes (the enquiry limit), then answers 429', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await post(job({ city: 'Milton Keynes' }))).status).toBe(201);
    expect((await post(job())).status).toBe(429);
    expect(t.db.select().from(enquiries).where(eq(enquiries.kind, 'job')).all()).toHaveLength(20);
  });
});
