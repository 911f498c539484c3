import { claimReceivedSchema, subscriptionRequestedSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { mailOutbox, subscriptionRequests } from '../db/schema.ts';
import { listingsTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import { ownerClaim } from '../testing/listings-app.ts';
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

describe('POST /api/subscription-requests', () => {
  listingsTest(
    'records the tier at its current price and mails the operators an invoice request',
    async ({ api }) => {
      const res = await post(api, request({ tier: 'featured' }));
      expect(res.status).toBe(201);
      const answer = subscriptionRequestedSchema.parse(await res.json());
      expect(answer.reference).toMatch(/^SUB-[A-Z2-9]{8}$/);
      expect(answer).toMatchObject({ tier: 'featured', monthlyPrice: '£59' });
      expect(answer.message).toContain('accounts@castlecarpets.example');
      expect(api.db.select().from(subscriptionRequests).all()).toEqual([
        expect.objectContaining({
          reference: answer.reference,
          tier: 'featured',
          monthlyPence: 5900,
          source: 'subscribe',
          invoiceEmail: 'accounts@castlecarpets.example',
          claimRequestId: null,
          status: 'pending',
        }),
      ]);
      const [mail, ...others] = api.db.select().from(mailOutbox).all();
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ to: 'hello@flo.local', kind: 'subscription_request' });
      expect(mail?.subject).toBe(
        `Subscription request ${answer.reference}: Featured for Castle Carpets`,
      );
      expect(mail?.text).toContain('£59 a month plus VAT');
      expect(mail?.text).toContain('12 Deansgate\nManchester\nM3 2BW');
    },
  );

  listingsTest('links a request from the claim checkout to its claim', async ({ api }) => {
    const claim = claimReceivedSchema.parse(
      await (
        await api.app.request(
          '/api/claims',
          jsonBody(ownerClaim(api.id('castle-carpets-manchester'), { tier: 'standard' })),
        )
      ).json(),
    );
    const res = await post(
      api,
      request({ source: 'claim-checkout', claimReference: claim.reference }),
    );
    expect(res.status).toBe(201);
    const [row] = api.db.select().from(subscriptionRequests).all();
    expect(row?.claimRequestId).toBeGreaterThan(0);
    expect(row?.source).toBe('claim-checkout');
  });

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
      expect(api.db.select().from(subscriptionRequests).all()).toHaveLength(0);
      expect(api.db.select().from(mailOutbox).all()).toHaveLength(0);
    },
  );

  listingsTest(
    'allows 5 requests an hour per IP, then 429 until the window passes',
    async ({ api }) => {
      for (let i = 0; i < 5; i += 1) expect((await post(api, request())).status).toBe(201);
      expect((await post(api, request())).status).toBe(429);
      api.advance(60 * 60 * 1000);
      expect((await post(api, request())).status).toBe(201);
      expect(api.db.select().from(subscriptionRequests).all()).toHaveLength(6);
    },
  );
});
