import { claimReceivedSchema, listingSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businesses, claimRequests, mailOutbox, specialists } from '../db/schema.ts';
import { readJson } from '../testing/json.ts';
import {
  createListingsTestApp,
  type ListingsTestApp,
  ownerClaim,
} from '../testing/listings-app.ts';
import { jsonBody } from '../testing/test-app.ts';

let t: ListingsTestApp;
beforeEach(() => {
  t = createListingsTestApp();
});
afterEach(() => t.close());

const id = (slug: string) => t.id(slug);
const claim = (overrides: Record<string, unknown> = {}) =>
  ownerClaim(id('castle-carpets-manchester'), overrides);
const post = (body: unknown, ip = '203.0.113.20') =>
  t.app.request('/api/claims', jsonBody(body, { 'x-test-client-ip': ip }));

function markClaimed(slug: string) {
  const business = t.db
    .insert(businesses)
    .values({ email: 'owner@example.test', name: 'Owner', specialistId: id(slug) })
    .returning({ id: businesses.id })
    .get();
  t.db
    .update(specialists)
    .set({ claimedByBusinessId: business.id })
    .where(eq(specialists.id, id(slug)))
    .run();
}

describe('GET /api/listings/{specialistId}', () => {
  it('answers the card of an active listing and whether it is claimed', async () => {
    markClaimed('oakbridge-flooring-manchester');
    const free = listingSchema.parse(
      await (await t.app.request(`/api/listings/${id('castle-carpets-manchester')}`)).json(),
    );
    expect(free).toMatchObject({ name: 'Castle Carpets', city: 'Manchester', claimed: false });
    expect(free.reviewCount).toBe(6);
    const owned = listingSchema.parse(
      await (await t.app.request(`/api/listings/${id('oakbridge-flooring-manchester')}`)).json(),
    );
    expect(owned.claimed).toBe(true);
  });

  it('answers 404 for suspended, unknown and malformed ids', async () => {
    for (const bad of [String(id('shady-tiles-manchester')), '999999', 'abc']) {
      const res = await t.app.request(`/api/listings/${bad}`);
      expect(res.status).toBe(404);
      expect((await readJson(res)).error.code).toBe('not_found');
    }
  });
});

describe('POST /api/claims', () => {
  it('stores the claim with a public reference and mails the operators', async () => {
    const res = await post(claim({ tier: 'featured' }));
    expect(res.status).toBe(201);
    const answer = claimReceivedSchema.parse(await res.json());
    expect(answer.reference).toMatch(/^CLM-[A-Z2-9]{8}$/);
    expect(answer).toMatchObject({ specialistName: 'Castle Carpets', tier: 'featured' });
    expect(t.db.select().from(claimRequests).all()).toEqual([
      expect.objectContaining({
        reference: answer.reference,
        specialistId: id('castle-carpets-manchester'),
        email: 'dan@castlecarpets.example',
        role: 'Owner',
        tier: 'featured',
        status: 'pending',
      }),
    ]);
    const mails = t.db.select().from(mailOutbox).all();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'hello@flo.local', kind: 'claim_request' });
    expect(mails[0]?.subject).toBe(`Listing claim ${answer.reference}: Castle Carpets`);
    expect(mails[0]?.text).toContain('the listing phone number is our shop landline');
  });

  it('defaults to the free tier', async () => {
    const answer = claimReceivedSchema.parse(await (await post(claim())).json());
    expect(answer.tier).toBe('free');
  });

  it('answers 409 when a business already owns the listing, storing nothing', async () => {
    markClaimed('castle-carpets-manchester');
    const res = await post(claim());
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('already_claimed');
    expect(t.db.select().from(claimRequests).all()).toHaveLength(0);
    expect(t.db.select().from(mailOutbox).all()).toHaveLength(0);
  });

  it('refuses bad input and unknown or suspended listings with field errors', async () => {
    const bad = await post(
      claim({ email: 'nope', phone: 'call me', proof: 'short', role: 'Boss', name: ' ' }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys((await readJson(bad)).error.fields ?? {}).sort()).toEqual([
      'email',
      'name',
      'phone',
      'proof',
      'role',
    ]);
    for (const specialistId of [999_999, id('shady-tiles-manchester')]) {
      const res = await post(claim({ specialistId }));
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toHaveProperty('specialistId');
    }
    expect(t.db.select().from(claimRequests).all()).toHaveLength(0);
  });

  it('allows 5 claims an hour per IP, then 429 until the window passes', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(claim())).status).toBe(201);
    const limited = await post(claim());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await post(claim(), '198.51.100.7')).status).toBe(201);
    t.advance(60 * 60 * 1000);
    expect((await post(claim())).status).toBe(201);
    expect(t.db.select().from(claimRequests).all()).toHaveLength(7);
  });
});
