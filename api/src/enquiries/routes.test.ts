import { enquiryCreatedSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, enquiryRecipients, mailOutbox } from '../db/schema.ts';
import {
  chatPayload,
  errorOf,
  fixtureEmail,
  insertEnquiryFixtures,
  simplePayload,
} from '../testing/enquiries.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeEach(() => {
  t = createTestApp();
  ids = insertEnquiryFixtures(t.db);
});
afterEach(() => t.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/api/enquiries', jsonBody(body, headers));
const storedEnquiries = () => t.db.select().from(enquiries).all();

describe('POST /api/enquiries with the chat payload', () => {
  it('stores every field and answers 201 with a public id and the success promise', async () => {
    const payload = chatPayload({
      intent: 'consultation',
      consultationPreference: 'consultation',
      postcode: 'M1 2AB',
    });
    const res = await post(payload);
    expect(res.status).toBe(201);
    const answer = enquiryCreatedSchema.parse(await res.json());
    expect(answer.id).toMatch(/^enq_[A-Za-z0-9_-]{16}$/);
    expect(answer).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
    expect(answer.message).toMatch(/within 24 hours/);
    expect(answer.message).toMatch(/confirmation to your e-mail/);

    const [row] = storedEnquiries();
    expect(row).toMatchObject({
      publicId: answer.id,
      kind: 'chat',
      status: 'matched',
      flooringType: 'Carpet Installation',
      location: 'Manchester',
      customerName: 'Jo Bloggs',
      customerEmail: 'jo@example.test',
      customerPhone: '07700 900123',
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
  });

  it('writes the recipients and one mail per party in the same commit as the enquiry', async () => {
    const res = await post(chatPayload());
    const { id } = enquiryCreatedSchema.parse(await res.json());
    const [row] = storedEnquiries();
    const recipients = t.db.select().from(enquiryRecipients).all();
    expect(recipients.map((r) => r.specialistId).sort()).toEqual(
      [ids['featured-carpets'], ids['castle-carpets'], ids['premier-carpets']].sort(),
    );
    const mails = t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.enquiryId, row?.id ?? 0))
      .all();
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
    expect(lead?.text).toContain('07700 900123');
    expect(lead?.text).toContain('Two bedrooms and the stairs.');
  });

  it('sends no customer confirmation when no e-mail was given, and does not promise one', async () => {
    const res = await post(chatPayload({ customerEmail: '' }));
    const answer = enquiryCreatedSchema.parse(await res.json());
    expect(answer.message).not.toMatch(/e-mail/);
    const kinds = t.db.select({ kind: mailOutbox.kind }).from(mailOutbox).all();
    expect(kinds.map((k) => k.kind)).toEqual(Array(3).fill('specialist_lead'));
  });

  it('stores SQL- and HTML-looking text verbatim and harmlessly', async () => {
    const name = "Robert'); DROP TABLE enquiries;--";
    const details = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await post(chatPayload({ customerName: name, projectDetails: details }));
    expect(res.status).toBe(201);
    const [row] = storedEnquiries();
    expect(row?.customerName).toBe(name);
    expect(row?.projectDetails).toBe(details);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses an invalid payload with the failing fields and stores nothing', async () => {
    const res = await post({ ...chatPayload(), customerEmail: 'not-an-email', location: '  ' });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['customerEmail', 'location']);
    expect(storedEnquiries()).toHaveLength(0);
    expect(t.db.select().from(mailOutbox).all()).toHaveLength(0);
  });

  it('refuses over-long text with 400', async () => {
    const res = await post(chatPayload({ projectDetails: 'x'.repeat(5001) }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toHaveProperty('projectDetails');
    expect(storedEnquiries()).toHaveLength(0);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.request('/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"flooringType": "Carpet",',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_json');
    expect(storedEnquiries()).toHaveLength(0);
  });

  it('writes nothing at all when the transaction fails part-way', async () => {
    t.db.$client.exec(
      "create trigger outbox_down before insert on mail_outbox begin select raise(abort, 'disk full'); end",
    );
    const res = await post(chatPayload());
    expect(res.status).toBe(500);
    expect(storedEnquiries()).toHaveLength(0);
    expect(t.db.select().from(enquiryRecipients).all()).toHaveLength(0);
  });
});

describe('POST /api/enquiries with the simple-form payload', () => {
  it('stores the message with the defaults and matches by service type and location', async () => {
    const res = await post(simplePayload());
    expect(res.status).toBe(201);
    const answer = enquiryCreatedSchema.parse(await res.json());
    expect(answer).toMatchObject({ status: 'matched', matchedSpecialists: 3 });
    expect(answer.message).toMatch(/within 24 hours/);
    const [row] = storedEnquiries();
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
    const leads = t.db.select().from(mailOutbox).all();
    expect(leads).toHaveLength(3);
    expect(leads[0]?.text).toContain('Please call me about tiling my kitchen: 07700 900456');
  });

  it("defaults a missing service type to 'General Enquiry' and a blank location to 'Not specified'", async () => {
    const { serviceType: _omitted, ...withoutService } = simplePayload({ location: '' });
    const res = await post(withoutService);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'received', matchedSpecialists: 0 });
    expect(storedEnquiries()[0]).toMatchObject({
      flooringType: 'General Enquiry',
      location: 'Not specified',
      status: 'new',
    });
  });

  it('refuses a blank message with the field named', async () => {
    const res = await post(simplePayload({ customerMessage: '   ' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toHaveProperty('customerMessage');
    expect(storedEnquiries()).toHaveLength(0);
  });
});
