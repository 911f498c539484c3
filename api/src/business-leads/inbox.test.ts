import { apiErrorSchema, businessEnquiriesPageSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { bearer } from '../testing/accounts.ts';
import type { BusinessTestApp } from '../testing/business-app.ts';
import { businessTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';

async function sendEnquiryTo(api: BusinessTestApp, key: string, customerName: string) {
  await api.enquiryTo(key, { customerName, intent: 'message' });
}

const enquiriesPage = async (api: TestApp, token: string, query = '') => {
  const res = await api.app.request(`/api/business/enquiries${query}`, bearer(token));
  expect(res.status).toBe(200);
  return businessEnquiriesPageSchema.parse(await res.json());
};

describe('GET /api/business/enquiries', () => {
  businessTest(
    'lists only the enquiries sent to the business’s own specialist, with what a fitter needs',
    async ({ api }) => {
      await sendEnquiryTo(api, 'castle-carpets', 'Castle Customer');
      await sendEnquiryTo(api, 'premier-carpets', 'Premier Customer');

      const castle = await enquiriesPage(api, api.tokens.castle);
      expect(castle.total).toBe(1);
      expect(castle.enquiries).toEqual([
        {
          reference: expect.stringMatching(/^enq_/),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          customerName: 'Castle Customer',
          customerEmail: 'jo@example.test',
          customerPhone: '+447700900123',
          service: 'Carpet Installation',
          location: 'Manchester',
          // Sent to one named specialist: no nearest city is recorded (ADR 025).
          nearestCity: null,
          nearestCityMiles: null,
          postcode: null,
          budgetRange: '£1,000 - £3,000',
          urgency: 'Within 2-4 weeks',
          request: 'call_back',
          projectDetails: 'Two bedrooms and the stairs.',
          message: null,
          status: 'new',
          firstResponseAt: null,
          closedAt: null,
        },
      ]);
      const premier = await enquiriesPage(api, api.tokens.premier);
      expect(premier.enquiries.map((e) => e.customerName)).toEqual(['Premier Customer']);
    },
  );

  businessTest('pages newest first', async ({ api }) => {
    for (const name of ['First', 'Second', 'Third'])
      await sendEnquiryTo(api, 'castle-carpets', name);
    const first = await enquiriesPage(api, api.tokens.castle, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.enquiries.map((e) => e.customerName)).toEqual(['Third', 'Second']);
    const second = await enquiriesPage(api, api.tokens.castle, '?page=2&pageSize=2');
    expect(second.enquiries.map((e) => e.customerName)).toEqual(['First']);
    expect((await enquiriesPage(api, api.tokens.castle)).pageSize).toBe(20);
  });

  businessTest('filters by the business’s own status on each lead', async ({ api }) => {
    for (const name of ['Won One', 'Still New']) await sendEnquiryTo(api, 'castle-carpets', name);
    const [, wonRef] = (await enquiriesPage(api, api.tokens.castle)).enquiries.map(
      (e) => e.reference,
    );
    const patched = await api.app.request(`/api/business/enquiries/${wonRef}`, {
      method: 'PATCH',
      headers: { ...bearer(api.tokens.castle).headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'won' }),
    });
    expect(patched.status).toBe(200);
    const won = await enquiriesPage(api, api.tokens.castle, '?status=won');
    expect(won.total).toBe(1);
    expect(won.enquiries.map((e) => [e.customerName, e.status])).toEqual([['Won One', 'won']]);
    const fresh = await enquiriesPage(api, api.tokens.castle, '?status=new');
    expect(fresh.enquiries.map((e) => e.customerName)).toEqual(['Still New']);
    const unknown = await api.app.request(
      '/api/business/enquiries?status=paid',
      bearer(api.tokens.castle),
    );
    expect(unknown.status).toBe(400);
  });

  businessTest('answers 400 for a page size over 50', async ({ api }) => {
    const res = await api.app.request(
      '/api/business/enquiries?pageSize=51',
      bearer(api.tokens.castle),
    );
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.fields).toHaveProperty('pageSize');
  });

  businessTest('answers 401 without a business token, and to an unknown one', async ({ api }) => {
    const anonymous = await api.app.request('/api/business/enquiries');
    expect(anonymous.status).toBe(401);
    expect(apiErrorSchema.parse(await anonymous.json()).error.code).toBe('unauthorized');
    const forged = await api.app.request('/api/business/enquiries', bearer('x'.repeat(43)));
    expect(forged.status).toBe(401);
  });
});

describe('OpenAPI', () => {
  businessTest('documents the enquiries list and the setup-link request', async ({ api }) => {
    const doc = (await (await api.app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; security?: unknown }>
      >;
    };
    expect(doc.paths['/api/business/enquiries']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/business/setup-link']?.post?.responses).toHaveProperty('202');
  });
});
