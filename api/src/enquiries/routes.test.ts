import { enquiryCreatedSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { chatPayload, errorOf, fixtureEmail, simplePayload } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { refuseInserts } from '../testing/refuse-inserts.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const post = (api: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  api.app.request('/api/enquiries', jsonBody(body, headers));
const storedEnquiries = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.enquiries).orderBy(tables.enquiries.id);
const storedMails = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.mailOutbox).orderBy(tables.mailOutbox.id);
const storedRecipients = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.enquiryRecipients);

describe('POST /api/enquiries with the chat payload', () => {
  enquiryTest(
    'stores every field and answers 201 with a public id and the success promise',
    async ({ api }) => {
      const payload = chatPayload({
        intent: 'consultation',
        consultationPreference: 'consultation',
        postcode: 'M1 2AB',
      });
      const res = await post(api, payload);
      expect(res.status).toBe(201);
      const answer = enquiryCreatedSchema.parse(await res.json());
      expect(answer.id).toMatch(/^enq_[A-Za-z0-9_-]{16}$/);
      expect(answer).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
      expect(answer.message).toMatch(/within 24 hours/);
      expect(answer.message).toMatch(/confirmation to your e-mail/);

      const [row] = await storedEnquiries(api);
      expect(row).toMatchObject({
        publicId: answer.id,
        kind: 'chat',
        status: 'matched',
        flooringType: 'Carpet Installation',
        location: 'Manchester',
        customerName: 'Jo Bloggs',
        customerEmail: 'jo@example.test',
        customerPhone: '+447700900123',
        budgetRange: '£1,000 - £3,000',
        urgency: 'Within 2-4 weeks',
        projectDetails: 'Two bedrooms and the stairs.',
        chatbotSource: 'homepage_chatbot',
        pageContext: payload.pageContext,
        selectedServiceSlug: 'carpet',
        selectedServiceName: 'Carpet Installation',
        intent: 'consultation',
        consultationPreference: 'consultation',
        postcode: 'M1 2AB',
        customerMessage: null,
      });
    },
  );

  enquiryTest(
    'writes the recipients and one mail per party in the same commit as the enquiry',
    async ({ api, specialistIds }) => {
      const res = await post(api, chatPayload());
      const { id } = enquiryCreatedSchema.parse(await res.json());
      const [row] = await storedEnquiries(api);
      const recipients = await storedRecipients(api);
      expect(recipients.map((r) => r.specialistId).sort()).toEqual(
        [
          specialistIds['featured-carpets'],
          specialistIds['castle-carpets'],
          specialistIds['premier-carpets'],
        ].sort(),
      );
      const { db, tables } = api.engine;
      const mails = await db
        .select()
        .from(tables.mailOutbox)
        .where(eq(tables.mailOutbox.enquiryId, row?.id ?? 0));
      expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual(
        [
          ['enquiry_confirmation', 'jo@example.test'],
          ['specialist_lead', fixtureEmail('castle-carpets')],
          ['specialist_lead', fixtureEmail('featured-carpets')],
          ['specialist_lead', fixtureEmail('premier-carpets')],
        ].sort(),
      );
      expect(mails.every((m) => m.status === 'pending' && m.attempts === 0)).toBe(true);
      const confirmation = mails.find((m) => m.kind === 'enquiry_confirmation');
      expect(confirmation?.subject).toBe("We've received your flooring enquiry");
      expect(confirmation?.text).toContain(id);
      const lead = mails.find((m) => m.to === fixtureEmail('castle-carpets'));
      expect(lead?.text).toContain('Phone: +447700900123');
      expect(lead?.text).toContain('Two bedrooms and the stairs.');
    },
  );

  enquiryTest(
    'sends no customer confirmation when no e-mail was given, and does not promise one',
    async ({ api }) => {
      const res = await post(api, chatPayload({ customerEmail: '' }));
      const answer = enquiryCreatedSchema.parse(await res.json());
      expect(answer.message).not.toMatch(/e-mail/);
      expect((await storedMails(api)).map((m) => m.kind)).toEqual(Array(3).fill('specialist_lead'));
    },
  );

  enquiryTest('stores SQL- and HTML-looking text verbatim and harmlessly', async ({ api }) => {
    const name = "Robert'); DROP TABLE enquiries;--";
    const details = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await post(api, chatPayload({ customerName: name, projectDetails: details }));
    expect(res.status).toBe(201);
    const [row] = await storedEnquiries(api);
    expect(row?.customerName).toBe(name);
    expect(row?.projectDetails).toBe(details);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  enquiryTest(
    'refuses an invalid payload with the failing fields and stores nothing',
    async ({ api }) => {
      const res = await post(api, {
        ...chatPayload(),
        customerEmail: 'not-an-email',
        location: '  ',
      });
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['customerEmail', 'location']);
      expect(await storedEnquiries(api)).toHaveLength(0);
      expect(await storedMails(api)).toHaveLength(0);
    },
  );

  enquiryTest('refuses over-long text with 400', async ({ api }) => {
    const res = await post(api, chatPayload({ projectDetails: 'x'.repeat(5001) }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toHaveProperty('projectDetails');
    expect(await storedEnquiries(api)).toHaveLength(0);
  });

  enquiryTest('answers malformed JSON with 400', async ({ api }) => {
    const res = await api.app.request('/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"flooringType": "Carpet",',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_json');
    expect(await storedEnquiries(api)).toHaveLength(0);
  });

  enquiryTest('writes nothing at all when the transaction fails part-way', async ({ api }) => {
    await refuseInserts(api.engine, 'mail_outbox');
    const res = await post(api, chatPayload());
    expect(res.status).toBe(500);
    expect(await storedEnquiries(api)).toHaveLength(0);
    expect(await storedRecipients(api)).toHaveLength(0);
  });
});

describe('POST /api/enquiries with the simple-form payload', () => {
  enquiryTest(
    'stores the message with the defaults and matches by service type and location',
    async ({ api }) => {
      const res = await post(api, simplePayload());
      expect(res.status).toBe(201);
      const answer = enquiryCreatedSchema.parse(await res.json());
      expect(answer).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
      expect(answer.message).toMatch(/within 24 hours/);
      const [row] = await storedEnquiries(api);
      expect(row).toMatchObject({
        kind: 'simple',
        flooringType: 'Tile Installation',
        location: 'Leeds',
        customerName: 'Anonymous',
        customerEmail: '',
        customerPhone: '',
        budgetRange: 'Not specified',
        urgency: 'Not specified',
        customerMessage: 'Please call me about tiling my kitchen: 07700 900456',
        chatbotSource: 'stable_chat_input',
        specialistId: null,
        pageContext: null,
      });
      const leads = await storedMails(api);
      expect(leads).toHaveLength(3);
      expect(leads[0]?.text).toContain('Please call me about tiling my kitchen: 07700 900456');
    },
  );

  enquiryTest(
    "defaults a missing service type to 'General Enquiry' and a blank location to 'Not specified'",
    async ({ api }) => {
      const { serviceType: _omitted, ...withoutService } = simplePayload({ location: '' });
      const res = await post(api, withoutService);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ status: 'received', matchedSpecialists: 0 });
      expect((await storedEnquiries(api))[0]).toMatchObject({
        flooringType: 'General Enquiry',
        location: 'Not specified',
        status: 'new',
      });
    },
  );

  enquiryTest('refuses a blank message with the field named', async ({ api }) => {
    const res = await post(api, simplePayload({ customerMessage: '   ' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toHaveProperty('customerMessage');
    expect(await storedEnquiries(api)).toHaveLength(0);
  });
});
