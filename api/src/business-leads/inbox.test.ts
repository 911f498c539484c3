import { apiErrorSchema, businessEnquiriesPageSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { businesses } from '../db/schema.ts';
import { bearer } from '../testing/accounts.ts';
import { chatPayload, insertEnquiryFixtures } from '../testing/enquiries.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let tokens: { castle: string; premier: string };
let specialistIds: Record<string, number>;

/** A business for a fixture specialist, already logged in: answers its bearer token. */
function loggedInBusinessOf(key: string): string {
  const { id } = t.db
    .insert(businesses)
    .values({ email: `owner@${key}.test`, name: key, specialistId: specialistIds[key] as number })
    .returning({ id: businesses.id })
    .get();
  return createSession(t.db, 'business', id, new Date());
}

async function sendEnquiryTo(key: string, customerName: string) {
  const res = await t.app.request(
    '/api/enquiries',
    jsonBody(chatPayload({ customerName, specialistId: specialistIds[key] as number })),
  );
  expect(res.status).toBe(201);
}

const enquiriesPage = async (token: string, query = '') => {
  const res = await t.app.request(`/api/business/enquiries${query}`, bearer(token));
  expect(res.status).toBe(200);
  return businessEnquiriesPageSchema.parse(await res.json());
};

beforeEach(() => {
  t = createTestApp();
  specialistIds = insertEnquiryFixtures(t.db);
  tokens = {
    castle: loggedInBusinessOf('castle-carpets'),
    premier: loggedInBusinessOf('premier-carpets'),
  };
});
afterEach(() => t.close());

describe('GET /api/business/enquiries', () => {
  it('lists only the enquiries sent to the business’s own specialist, with what a fitter needs', async () => {
    await sendEnquiryTo('castle-carpets', 'Castle Customer');
    await sendEnquiryTo('premier-carpets', 'Premier Customer');

    const castle = await enquiriesPage(tokens.castle);
    expect(castle.total).toBe(1);
    expect(castle.enquiries).toEqual([
      {
        reference: expect.stringMatching(/^enq_/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        customerName: 'Castle Customer',
        customerEmail: 'jo@example.test',
        customerPhone: '07700 900123',
        service: 'Carpet Installation',
        location: 'Manchester',
        postcode: null,
        budgetRange: '£1,000 - £3,000',
        urgency: 'Within 2-4 weeks',
        projectDetails: 'Two bedrooms and the stairs.',
        message: null,
        status: 'new',
        firstResponseAt: null,
      },
    ]);
    const premier = await enquiriesPage(tokens.premier);
    expect(premier.enquiries.map((e) => e.customerName)).toEqual(['Premier Customer']);
  });

  it('pages newest first', async () => {
    for (const name of ['First', 'Second', 'Third']) await sendEnquiryTo('castle-carpets', name);
    const first = await enquiriesPage(tokens.castle, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.enquiries.map((e) => e.customerName)).toEqual(['Third', 'Second']);
    const second = await enquiriesPage(tokens.castle, '?page=2&pageSize=2');
    expect(second.enquiries.map((e) => e.customerName)).toEqual(['First']);
    expect((await enquiriesPage(tokens.castle)).pageSize).toBe(20);
  });

  it('filters by the business’s own status on each lead', async () => {
    for (const name of ['Won One', 'Still New']) await sendEnquiryTo('castle-carpets', name);
    const [, wonRef] = (await enquiriesPage(tokens.castle)).enquiries.map((e) => e.reference);
    const patched = await t.app.request(`/api/business/enquiries/${wonRef}`, {
      method: 'PATCH',
      headers: { ...bearer(tokens.castle).headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'won' }),
    });
    expect(patched.status).toBe(200);
    const won = await enquiriesPage(tokens.castle, '?status=won');
    expect(won.total).toBe(1);
    expect(won.enquiries.map((e) => [e.customerName, e.status])).toEqual([['Won One', 'won']]);
    const fresh = await enquiriesPage(tokens.castle, '?status=new');
    expect(fresh.enquiries.map((e) => e.customerName)).toEqual(['Still New']);
    const unknown = await t.app.request(
      '/api/business/enquiries?status=paid',
      bearer(tokens.castle),
    );
    expect(unknown.status).toBe(400);
  });

  it('answers 400 for a page size over 50', async () => {
    const res = await t.app.request('/api/business/enquiries?pageSize=51', bearer(tokens.castle));
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.fields).toHaveProperty('pageSize');
  });

  it('answers 401 without a business token, and to an unknown one', async () => {
    const anonymous = await t.app.request('/api/business/enquiries');
    expect(anonymous.status).toBe(401);
    expect(apiErrorSchema.parse(await anonymous.json()).error.code).toBe('unauthorized');
    const forged = await t.app.request('/api/business/enquiries', bearer('x'.repeat(43)));
    expect(forged.status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the enquiries list and the setup-link request', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; security?: unknown }>
      >;
    };
    expect(doc.paths['/api/business/enquiries']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/business/setup-link']?.post?.responses).toHaveProperty('202');
  });
});
