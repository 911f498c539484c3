import { claimReceivedSchema, subscriptionRequestedSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { businessTest, listingsTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import type { ListingsTestApp } from '../testing/listings-app.ts';
import { ownerClaim } from '../testing/owner-claim.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const request = (overrides: Record<string, unknown> = {}) => ({
  tier: 'standard',
  source: 'subscribe',
  businessName: 'Castle Carpets',
  contactName: 'Dan Castle',
  invoiceEmail: 'accounts@castlecarpets.example',
  phone: '0161 496 0123',
  invoiceAddress: '12 Deansgate\nManchester\nM3 2BW',
  ...overrides,
});
const post = (api: TestApp, body: unknown, ip = '203.0.113.30') =>
  api.app.request('/api/subscription-requests', jsonBody(body, { 'x-test-client-ip': ip }));

async function claim(api: ListingsTestApp, status: 'pending' | 'approved') {
  const res = await api.app.request(
    '/api/claims',
    jsonBody(ownerClaim(api.id('castle-carpets-manchester'), { tier: 'standard' })),
  );
  const { reference } = claimReceivedSchema.parse(await res.json());
  const { db, tables } = api.engine;
  await db
    .update(tables.claimRequests)
    .set({ status })
    .where(eq(tables.claimRequests.reference, reference));
  return reference;
}
const requestsOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.subscriptionRequests).orderBy(tables.subscriptionRequests.id);
const mailsOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.mailOutbox).orderBy(tables.mailOutbox.id);

describe('POST /api/business/subscription-requests', () => {
  businessTest(
    'records the tier for the business’s own listing at its price, mails the operators and a copy to the requester',
    async ({ api }) => {
      const res = await api.call(
        api.tokens.castle,
        'POST',
        '/api/business/subscription-requests',
        request({ tier: 'featured' }),
      );
      expect(res.status).toBe(201);
      const answer = subscriptionRequestedSchema.parse(await res.json());
      expect(answer.reference).toMatch(/^SUB-[A-Z2-9]{8}$/);
      expect(answer).toMatchObject({ tier: 'featured', monthlyPrice: '£59' });
      expect(await requestsOf(api)).toEqual([
        expect.objectContaining({
          reference: answer.reference,
          tier: 'featured',
          monthlyPence: 5900,
          specialistId: api.specialistIds['castle-carpets'],
          claimRequestId: null,
          status: 'pending',
        }),
      ]);
      const mails = await mailsOf(api);
      expect(mails.map((m) => [m.kind, m.to])).toEqual([
        ['subscription_request', 'hello@flo.local'],
        ['subscription_request_copy', 'accounts@castlecarpets.example'],
      ]);
      expect(mails[0]?.subject).toBe(
        `Subscription request ${answer.reference}: Featured for Castle Carpets`,
      );
      expect(mails[0]?.text).toContain('£59 a month plus VAT');
      expect(mails[0]?.text).toContain('12 Deansgate\nManchester\nM3 2BW');
      expect(mails[1]?.text).toContain(`Reference: ${answer.reference}`);
    },
  );

  businessTest(
    'allows 5 requests an hour per IP, then 429 until the window passes',
    async ({ api }) => {
      const send = () =>
        api.call(api.tokens.castle, 'POST', '/api/business/subscription-requests', request());
      for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(429);
      api.advance(60 * 60 * 1000);
      expect((await send()).status).toBe(201);
      expect(await requestsOf(api)).toHaveLength(6);
    },
  );
});

describe('POST /api/subscription-requests', () => {
  listingsTest(
    'links a request made with an approved claim to its claim and listing',
    async ({ api }) => {
      const reference = await claim(api, 'approved');
      const res = await post(api, request({ source: 'claim-checkout', claimReference: reference }));
      expect(res.status).toBe(201);
      const [row] = await requestsOf(api);
      expect(row?.claimRequestId).toBeGreaterThan(0);
      expect(row?.specialistId).toBe(api.id('castle-carpets-manchester'));
      expect(row?.source).toBe('claim-checkout');
    },
  );

  listingsTest(
    'asks for money only after the claim is checked: 401 without a listing, 409 while the claim is pending',
    async ({ api }) => {
      const anonymous = await post(api, request());
      expect(anonymous.status).toBe(401);
      expect((await readJson(anonymous)).error.code).toBe('sign_in_required');
      const pending = await post(api, request({ claimReference: await claim(api, 'pending') }));
      expect(pending.status).toBe(409);
      expect((await readJson(pending)).error.message).toContain('dashboard');
      expect(await requestsOf(api)).toHaveLength(0);
    },
  );

  listingsTest(
    'refuses bad input, the free tier and unknown claim references, storing nothing',
    async ({ api }) => {
      const bad = await post(
        api,
        request({ invoiceEmail: 'nope', businessName: '', invoiceAddress: ' ', tier: 'free' }),
      );
      expect(bad.status).toBe(400);
      expect(Object.keys((await readJson(bad)).error.fields ?? {}).sort()).toEqual([
        'businessName',
        'invoiceAddress',
        'invoiceEmail',
        'tier',
      ]);
      const unknownClaim = await post(api, request({ claimReference: 'CLM-AAAAAAAA' }));
      expect(unknownClaim.status).toBe(400);
      expect((await readJson(unknownClaim)).error.fields).toHaveProperty('claimReference');
      expect(await requestsOf(api)).toHaveLength(0);
      expect((await mailsOf(api)).filter((m) => m.kind === 'subscription_request')).toEqual([]);
    },
  );
});
