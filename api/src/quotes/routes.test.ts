import { quoteSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { fixtureEmail } from '../testing/enquiries.ts';
import { enquiryTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { quoteAcceptPath, storeQuote } from './create-quote.ts';

const TOKEN = 'known-quote-token-0123456789abcdef';
const DAY = 86_400_000;

/** `enquiryTest` with castle-carpets' quote for Alex Morgan's job; `quoteId` is its public id. */
const quoteTest = enquiryTest.extend('quoteId', { auto: true }, async ({ api, specialistIds }) => {
  const { db, tables } = api.engine;
  const { enquiries } = tables;
  const [enquiry] = await db
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
    .returning({ id: enquiries.id });
  const quote = await api.engine.commit(
    storeQuote,
    {
      enquiryId: enquiry?.id ?? 0,
      specialistId: specialistIds['castle-carpets'] ?? 0,
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
  );
  return quote.id;
});

const view = (api: TestApp, id: string, token = TOKEN) =>
  api.app.request(`/api/quotes/${id}?token=${encodeURIComponent(token)}`);
const accept = (api: TestApp, id: string, body: unknown = { token: TOKEN }) =>
  api.app.request(`/api/quotes/${id}/accept`, jsonBody(body));
async function storedQuote({ engine: { db, tables } }: TestApp) {
  const [quote, ...others] = await db.select().from(tables.quotes);
  expect(others).toEqual([]);
  return quote;
}
const mailsOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.mailOutbox).orderBy(tables.mailOutbox.id);
const setStatus = (
  { engine: { db, tables } }: TestApp,
  quoteId: string,
  status: 'pending' | 'declined',
) => db.update(tables.quotes).set({ status }).where(eq(tables.quotes.publicId, quoteId));

describe('GET /api/quotes/{quoteId}', () => {
  quoteTest(
    'shows the quote with formatted amounts to the holder of the token',
    async ({ api, quoteId }) => {
      const res = await view(api, quoteId);
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
    },
  );

  quoteTest(
    'answers the same 404 for a wrong token, a missing token, an unknown or malformed id',
    async ({ api, quoteId }) => {
      const responses = [
        await view(api, quoteId, 'wrong-token-0123456789abcdef'),
        await api.app.request(`/api/quotes/${quoteId}`),
        await view(api, 'quo_AAAAAAAAAAAAAAAA'),
        await view(api, '1'),
      ];
      for (const res of responses) {
        expect(res.status).toBe(404);
        expect(await readJson(res)).toEqual({
          error: { code: 'not_found', message: 'Quote not found' },
        });
      }
    },
  );

  quoteTest('reads as expired once its date has passed', async ({ api, quoteId }) => {
    api.advance(15 * DAY);
    expect(quoteSchema.parse(await (await view(api, quoteId)).json()).status).toBe('expired');
  });
});

describe('POST /api/quotes/{quoteId}/accept', () => {
  quoteTest(
    'accepts once, records when, and mails the specialist with the customer details',
    async ({ api, quoteId }) => {
      const res = await accept(api, quoteId);
      expect(res.status).toBe(200);
      const quote = quoteSchema.parse(await res.json());
      expect(quote.status).toBe('accepted');
      expect(await storedQuote(api)).toMatchObject({
        status: 'accepted',
        acceptedAt: expect.any(Date),
      });
      const mails = await mailsOf(api);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: fixtureEmail('castle-carpets'),
        kind: 'quote_accepted',
      });
      expect(mails[0]?.subject).toBe('Quote accepted: £1,870.50 (enq_quote-fixture-01)');
      expect(mails[0]?.text).toContain('Phone: 07700 900456');

      const again = await accept(api, quoteId);
      expect(again.status).toBe(409);
      expect((await readJson(again)).error.code).toBe('quote_accepted');
      expect(await mailsOf(api)).toHaveLength(1);
    },
  );

  quoteTest(
    'refuses a declined or expired quote with 409 and changes nothing',
    async ({ api, quoteId }) => {
      await setStatus(api, quoteId, 'declined');
      expect((await readJson(await accept(api, quoteId))).error.code).toBe('quote_declined');
      await setStatus(api, quoteId, 'pending');
      api.advance(15 * DAY);
      const expired = await accept(api, quoteId);
      expect(expired.status).toBe(409);
      expect((await readJson(expired)).error.code).toBe('quote_expired');
      expect(await storedQuote(api)).toMatchObject({ status: 'pending', acceptedAt: null });
      expect(await mailsOf(api)).toHaveLength(0);
    },
  );

  quoteTest(
    'answers 404 for a wrong, missing or malformed token and leaves the quote pending',
    async ({ api, quoteId }) => {
      for (const body of [
        { token: 'wrong-token-0123456789abcdef' },
        {},
        'not json',
        { token: 42 },
      ]) {
        expect((await accept(api, quoteId, body)).status).toBe(404);
      }
      expect((await storedQuote(api))?.status).toBe('pending');
    },
  );

  quoteTest('builds the acceptance link path of the public route', ({ quoteId }) => {
    expect(quoteAcceptPath(quoteId, TOKEN)).toBe(`/quote/accept/${quoteId}/${TOKEN}`);
  });

  quoteTest('will not create a quote without positive line items', async ({ api }) => {
    const draft = { enquiryId: 1, specialistId: 1, description: 'x', validUntil: new Date() };
    const store = (items: { description: string; amountPence: number }[]) =>
      api.engine.commit(storeQuote, { ...draft, items }, new Date());
    await expect(store([])).rejects.toThrow(/line item/);
    await expect(store([{ description: 'x', amountPence: 0 }])).rejects.toThrow(/line item/);
    expect(await storedQuote(api)).toMatchObject({ status: 'pending' });
  });
});
