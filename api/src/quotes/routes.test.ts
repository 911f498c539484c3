import { quoteSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, mailOutbox, quotes } from '../db/schema.ts';
import { fixtureEmail, insertEnquiryFixtures } from '../testing/enquiries.ts';
import { readJson } from '../testing/json.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { createQuote, quoteAcceptPath } from './create-quote.ts';

const TOKEN = 'known-quote-token-0123456789abcdef';
const DAY = 86_400_000;
let t: TestApp;
let ids: Record<string, number>;
let quoteId: string;
beforeEach(() => {
  t = createTestApp();
  ids = insertEnquiryFixtures(t.db);
  const enquiryId = t.db
    .insert(enquiries)
    .values({
      publicId: 'enq_quote-fixture-01',
      kind: 'job',
      flooringType: 'Carpet Installation',
      location: 'Manchester',
      customerName: 'Alex Morgan',
      customerEmail: 'alex@example.test',
      customerPhone: '07700 900456',
      budgetRange: '£1,000 to £3,000',
      urgency: 'Within 2-4 weeks',
      chatbotSource: 'post_a_job',
    })
    .returning({ id: enquiries.id })
    .get().id;
  quoteId = createQuote(
    t.db,
    {
      enquiryId,
      specialistId: ids['castle-carpets'] ?? 0,
      description: 'Supply and fit 80/20 wool twist carpet in three bedrooms',
      items: [
        { description: 'Carpet, 36 m² at £32/m²', amountPence: 115_200 },
        { description: 'Underlay and gripper', amountPence: 28_800 },
        { description: 'Fitting and uplift of old carpet', amountPence: 43_050 },
      ],
      validUntil: new Date(Date.now() + 14 * DAY),
    },
    new Date(),
    { rawToken: TOKEN },
  ).id;
});
afterEach(() => t.close());

const view = (id = quoteId, token = TOKEN) =>
  t.app.request(`/api/quotes/${id}?token=${encodeURIComponent(token)}`);
const accept = (id = quoteId, body: unknown = { token: TOKEN }) =>
  t.app.request(`/api/quotes/${id}/accept`, jsonBody(body));
const storedQuote = () => t.db.select().from(quotes).get();

describe('GET /api/quotes/{quoteId}', () => {
  it('shows the quote with formatted amounts to the holder of the token', async () => {
    const res = await view();
    expect(res.status).toBe(200);
    const quote = quoteSchema.parse(await res.json());
    expect(quote).toMatchObject({
      id: quoteId,
      specialistName: 'Castle Carpets',
      amountPence: 187_050,
      amount: '£1,870.50',
      status: 'pending',
      acceptedAt: null,
    });
    expect(quote.items.map((i) => i.amount)).toEqual(['£1,152.00', '£288.00', '£430.50']);
  });

  it('answers the same 404 for a wrong token, a missing token, an unknown or malformed id', async () => {
    const responses = [
      await view(quoteId, 'wrong-token-0123456789abcdef'),
      await t.app.request(`/api/quotes/${quoteId}`),
      await view('quo_AAAAAAAAAAAAAAAA'),
      await view('1'),
    ];
    for (const res of responses) {
      expect(res.status).toBe(404);
      expect(await readJson(res)).toEqual({
        error: { code: 'not_found', message: 'Quote not found' },
      });
    }
  });

  it('reads as expired once its date has passed', async () => {
    t.advance(15 * DAY);
    expect(quoteSchema.parse(await (await view()).json()).status).toBe('expired');
  });
});

describe('POST /api/quotes/{quoteId}/accept', () => {
  it('accepts once, records when, and mails the specialist with the customer details', async () => {
    const res = await accept();
    expect(res.status).toBe(200);
    const quote = quoteSchema.parse(await res.json());
    expect(quote.status).toBe('accepted');
    expect(storedQuote()).toMatchObject({ status: 'accepted', acceptedAt: expect.any(Date) });
    const mails = t.db.select().from(mailOutbox).all();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: fixtureEmail('castle-carpets'), kind: 'quote_accepted' });
    expect(mails[0]?.subject).toBe('Quote accepted: £1,870.50 (enq_quote-fixture-01)');
    expect(mails[0]?.text).toContain('Phone: 07700 900456');

    const again = await accept();
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.code).toBe('quote_accepted');
    expect(t.db.select().from(mailOutbox).all()).toHaveLength(1);
  });

  it('refuses a declined or expired quote with 409 and changes nothing', async () => {
    t.db.update(quotes).set({ status: 'declined' }).where(eq(quotes.publicId, quoteId)).run();
    expect((await readJson(await accept())).error.code).toBe('quote_declined');
    t.db.update(quotes).set({ status: 'pending' }).where(eq(quotes.publicId, quoteId)).run();
    t.advance(15 * DAY);
    const expired = await accept();
    expect(expired.status).toBe(409);
    expect((await readJson(expired)).error.code).toBe('quote_expired');
    expect(storedQuote()).toMatchObject({ status: 'pending', acceptedAt: null });
    expect(t.db.select().from(mailOutbox).all()).toHaveLength(0);
  });

  it('answers 404 for a wrong, missing or malformed token and leaves the quote pending', async () => {
    for (const body of [{ token: 'wrong-token-0123456789abcdef' }, {}, 'not json', { token: 42 }]) {
      expect((await accept(quoteId, body)).status).toBe(404);
    }
    expect(storedQuote()?.status).toBe('pending');
  });

  it('builds the acceptance link path of the public route', () => {
    expect(quoteAcceptPath(quoteId, TOKEN)).toBe(`/quote/accept/${quoteId}/${TOKEN}`);
  });

  it('will not create a quote without positive line items', () => {
    const draft = { enquiryId: 1, specialistId: 1, description: 'x', validUntil: new Date() };
    expect(() => createQuote(t.db, { ...draft, items: [] }, new Date())).toThrow(/line item/);
    expect(() =>
      createQuote(t.db, { ...draft, items: [{ description: 'x', amountPence: 0 }] }, new Date()),
    ).toThrow(/line item/);
  });
});
