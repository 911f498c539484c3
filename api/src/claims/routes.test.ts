import { claimReceivedSchema, listingSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { listingsTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import type { ListingsTestApp } from '../testing/listings-app.ts';
import { ownerClaim } from '../testing/owner-claim.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const id = (api: ListingsTestApp, slug: string) => api.id(slug);
const claim = (api: ListingsTestApp, overrides: Record<string, unknown> = {}) =>
  ownerClaim(id(api, 'castle-carpets-manchester'), overrides);
const post = (api: TestApp, body: unknown, ip = '203.0.113.20') =>
  api.app.request('/api/claims', jsonBody(body, { 'x-test-client-ip': ip }));

const claimsOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.claimRequests).orderBy(tables.claimRequests.id);
const mailsOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.mailOutbox).orderBy(tables.mailOutbox.id);

async function markClaimed(api: ListingsTestApp, slug: string) {
  const { db, tables } = api.engine;
  const { businesses, specialists } = tables;
  const [business] = await db
    .insert(businesses)
    .values({ email: 'owner@example.test', name: 'Owner', specialistId: id(api, slug) })
    .returning({ id: businesses.id });
  await db
    .update(specialists)
    .set({ claimedByBusinessId: business?.id })
    .where(eq(specialists.id, id(api, slug)));
}

describe('GET /api/listings/{specialistId}', () => {
  listingsTest(
    'answers the card of an active listing and whether it is claimed',
    async ({ api }) => {
      await markClaimed(api, 'oakbridge-flooring-manchester');
      const free = listingSchema.parse(
        await (
          await api.app.request(`/api/listings/${id(api, 'castle-carpets-manchester')}`)
        ).json(),
      );
      expect(free).toMatchObject({ name: 'Castle Carpets', city: 'Manchester', claimed: false });
      expect(free.reviewCount).toBe(6);
      const owned = listingSchema.parse(
        await (
          await api.app.request(`/api/listings/${id(api, 'oakbridge-flooring-manchester')}`)
        ).json(),
      );
      expect(owned.claimed).toBe(true);
    },
  );

  listingsTest('answers 404 for suspended, unknown and malformed ids', async ({ api }) => {
    for (const bad of [String(id(api, 'shady-tiles-manchester')), '999999', 'abc']) {
      const res = await api.app.request(`/api/listings/${bad}`);
      expect(res.status).toBe(404);
      expect((await readJson(res)).error.code).toBe('not_found');
    }
  });
});

describe('POST /api/claims', () => {
  listingsTest(
    'stores the claim with a public reference, mails the operators and sends the claimant a receipt',
    async ({ api }) => {
      const res = await post(api, claim(api, { tier: 'featured' }));
      expect(res.status).toBe(201);
      const answer = claimReceivedSchema.parse(await res.json());
      expect(answer.reference).toMatch(/^CLM-[A-Z2-9]{8}$/);
      expect(answer).toMatchObject({ specialistName: 'Castle Carpets', tier: 'featured' });
      expect(await claimsOf(api)).toEqual([
        expect.objectContaining({
          reference: answer.reference,
          specialistId: id(api, 'castle-carpets-manchester'),
          email: 'dan@castlecarpets.example',
          role: 'Owner',
          tier: 'featured',
          status: 'pending',
        }),
      ]);
      const mails = await mailsOf(api);
      expect(mails).toHaveLength(2);
      expect(mails[0]).toMatchObject({ to: 'hello@flo.local', kind: 'claim_request' });
      expect(mails[0]?.subject).toBe(`Listing claim ${answer.reference}: Castle Carpets`);
      expect(mails[0]?.text).toContain('the listing phone number is our shop landline');
      expect(mails[1]).toMatchObject({ to: 'dan@castlecarpets.example', kind: 'claim_received' });
      expect(mails[1]?.subject).toBe(`We have your claim of Castle Carpets (${answer.reference})`);
      expect(mails[1]?.text).toContain('Nothing is charged now');
      expect(answer.message).toContain('finish setting up Featured from your dashboard');
    },
  );

  listingsTest('defaults to the free tier', async ({ api }) => {
    const answer = claimReceivedSchema.parse(await (await post(api, claim(api))).json());
    expect(answer.tier).toBe('free');
  });

  listingsTest(
    'answers 409 when a business already owns the listing, storing nothing',
    async ({ api }) => {
      await markClaimed(api, 'castle-carpets-manchester');
      const res = await post(api, claim(api));
      expect(res.status).toBe(409);
      expect((await readJson(res)).error.code).toBe('already_claimed');
      expect(await claimsOf(api)).toHaveLength(0);
      expect(await mailsOf(api)).toHaveLength(0);
    },
  );

  listingsTest(
    'refuses bad input and unknown or suspended listings with field errors',
    async ({ api }) => {
      const bad = await post(
        api,
        claim(api, { email: 'nope', phone: 'call me', proof: 'short', role: 'Boss', name: ' ' }),
      );
      expect(bad.status).toBe(400);
      expect(Object.keys((await readJson(bad)).error.fields ?? {}).sort()).toEqual([
        'email',
        'name',
        'phone',
        'proof',
        'role',
      ]);
      for (const specialistId of [999_999, id(api, 'shady-tiles-manchester')]) {
        const res = await post(api, claim(api, { specialistId }));
        expect(res.status).toBe(400);
        expect((await readJson(res)).error.fields).toHaveProperty('specialistId');
      }
      expect(await claimsOf(api)).toHaveLength(0);
    },
  );

  listingsTest(
    'allows 5 claims an hour per IP, then 429 until the window passes',
    async ({ api }) => {
      for (let i = 0; i < 5; i += 1) expect((await post(api, claim(api))).status).toBe(201);
      const limited = await post(api, claim(api));
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
      expect((await post(api, claim(api), '198.51.100.7')).status).toBe(201);
      api.advance(60 * 60 * 1000);
      expect((await post(api, claim(api))).status).toBe(201);
      expect(await claimsOf(api)).toHaveLength(7);
    },
  );
});
