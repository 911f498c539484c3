import { enquiryCreatedSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { fixtureEmail } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

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
const post = (api: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  api.app.request('/api/jobs', jsonBody(body, { 'x-test-client-ip': '203.0.113.20', ...headers }));
const stored = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.enquiries).orderBy(tables.enquiries.id);
const storedJobPosts = ({ engine: { db, tables } }: TestApp) => db.select().from(tables.jobPosts);
const storedRecipients = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.enquiryRecipients);
const storedMails = ({ engine: { db, tables } }: TestApp) => db.select().from(tables.mailOutbox);

describe('POST /api/jobs', () => {
  enquiryTest(
    'stores the job as a matched enquiry with its job fields and mails everyone in one go',
    async ({ api, specialistIds }) => {
      const res = await post(api, job());
      expect(res.status).toBe(201);
      const answer = enquiryCreatedSchema.parse(await res.json());
      expect(answer).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
      expect(answer.id).toMatch(/^enq_/);
      const [row] = await stored(api);
      expect(row).toMatchObject({
        publicId: answer.id,
        kind: 'job',
        status: 'matched',
        flooringType: 'Carpet Installation',
        location: 'Manchester',
        customerName: 'Alex Morgan',
        customerPhone: '+447700900456',
        budgetRange: '£1,000 to £3,000',
        urgency: 'Within 2-4 weeks',
        chatbotSource: 'post_a_job',
        selectedServiceSlug: 'carpet',
      });
      expect(row?.projectDetails).toMatch(/^Carpet for three bedrooms\n\nThree bedrooms/);
      expect(await storedJobPosts(api)).toEqual([
        {
          enquiryId: row?.id,
          title: 'Carpet for three bedrooms',
          serviceSlug: 'carpet',
          preferredContact: 'phone',
        },
      ]);
      const recipients = (await storedRecipients(api)).map((r) => r.specialistId);
      expect(recipients.sort()).toEqual(
        [
          specialistIds['featured-carpets'],
          specialistIds['castle-carpets'],
          specialistIds['premier-carpets'],
        ].sort(),
      );
      const mails = await storedMails(api);
      expect(mails.map((m) => m.to).sort()).toEqual(
        [
          'alex@example.test',
          ...['castle-carpets', 'featured-carpets', 'premier-carpets'].map(fixtureEmail),
        ].sort(),
      );
      const lead = mails.find((m) => m.kind === 'specialist_lead');
      expect(lead?.text).toContain('Preferred contact: by phone');
    },
  );

  enquiryTest(
    'finds the city from a postcode alone and the service from the form',
    async ({ api, specialistIds }) => {
      const res = await post(api, job({ service: 'tile', city: undefined, postcode: 'ls6 2ab' }));
      expect(enquiryCreatedSchema.parse(await res.json()).matchedSpecialists).toBe(3);
      const [row] = await stored(api);
      expect(row).toMatchObject({ location: 'LS6 2AB', postcode: 'ls6 2ab' });
      const recipients = await storedRecipients(api);
      const leeds = ['leeds-tiles-1', 'leeds-tiles-2', 'leeds-tiles-3', 'leeds-tiles-4'].map(
        (k) => specialistIds[k],
      );
      expect(recipients.every((r) => leeds.includes(r.specialistId))).toBe(true);
    },
  );

  enquiryTest('keeps a job nobody covers, unmatched, for an admin to route', async ({ api }) => {
    const res = await post(api, job({ city: 'Milton Keynes' }));
    expect(res.status).toBe(201);
    expect(enquiryCreatedSchema.parse(await res.json())).toMatchObject({
      status: 'received',
      matchedSpecialists: 0,
    });
    expect((await stored(api))[0]?.status).toBe('new');
  });

  enquiryTest(
    'answers a retried Idempotency-Key with the first answer and stores nothing twice',
    async ({ api }) => {
      const key = 'job-key-0001';
      const first = await post(api, job(), { 'Idempotency-Key': key });
      const again = await post(api, job(), { 'Idempotency-Key': key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      expect(await stored(api)).toHaveLength(1);
      expect(await storedJobPosts(api)).toHaveLength(1);
      const reused = await post(api, job({ title: 'Something else entirely' }), {
        'Idempotency-Key': key,
      });
      expect(reused.status).toBe(409);
      expect((await post(api, job(), { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
    },
  );

  enquiryTest.for<[Record<string, unknown>, string]>([
    [{ city: undefined, postcode: undefined }, 'city'],
    [{ urgency: 'Yesterday' }, 'urgency'],
    [{ service: 'plumbing' }, 'service'],
    [{ budgetRange: '£5' }, 'budgetRange'],
    [{ description: 'Too short' }, 'description'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone: undefined, preferredContact: 'phone' }, 'phone'],
    [{ phone: '0161 496' }, 'phone'],
    [{ title: ' ' }, 'title'],
  ])('refuses %o naming %s and writes nothing', async ([overrides, field], { api }) => {
    const res = await post(api, job(overrides));
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson(res)).error.fields ?? {})).toContain(field);
    expect(await stored(api)).toHaveLength(0);
    expect(await storedMails(api)).toHaveLength(0);
  });

  enquiryTest('refuses a body that is not JSON', async ({ api }) => {
    const res = await api.app.request('/api/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"service":',
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.code).toBe('invalid_json');
  });

  enquiryTest(
    'allows 20 jobs per IP in 10 minutes (the enquiry limit), then answers 429',
    async ({ api }) => {
      for (let i = 0; i < 20; i += 1)
        expect((await post(api, job({ city: 'Milton Keynes' }))).status).toBe(201);
      expect((await post(api, job())).status).toBe(429);
      const { db, tables } = api.engine;
      const jobs = await db.select().from(tables.enquiries).where(eq(tables.enquiries.kind, 'job'));
      expect(jobs).toHaveLength(20);
    },
  );
});
