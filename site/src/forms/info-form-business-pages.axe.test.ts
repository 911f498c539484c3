import { enquiries, specialists } from '@flo/api/schema';
import { createQuote } from '@flo/api/testing';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsOf } from '../testing/axe.ts';
import { createSiteTestApp, type SiteTestApp } from '../testing/site-app.ts';

let t: SiteTestApp;
let listingId: number;
let quotePath: string;
beforeAll(() => {
  t = createSiteTestApp();
  const listing = t.db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.status, 'active'), isNull(specialists.claimedByBusinessId)))
    .get();
  const enquiry = t.db.select({ id: enquiries.id }).from(enquiries).get();
  if (!listing || !enquiry) throw new Error('demo data missing');
  listingId = listing.id;
  const token = 'axe-quote-link-token-000000';
  const { id } = createQuote(
    t.db,
    {
      enquiryId: enquiry.id,
      specialistId: listing.id,
      description: 'Carpet for the stairs and landing',
      items: [{ description: 'Wool-mix carpet and underlay, fitted', amountPence: 64_000 }],
      validUntil: new Date(Date.now() + 30 * 86_400_000),
    },
    new Date(),
    { rawToken: token },
  );
  quotePath = `/quote/accept/${id}/${token}`;
});
afterAll(() => t.close());

describe('information, form and business pages pass axe-core (WCAG 2.1 A and AA) as served', () => {
  it.each([
    '/about',
    '/how-it-works',
    '/privacy',
    '/contact',
    '/content',
    '/content/how-much-does-carpet-fitting-cost',
    '/post-a-job',
    '/pricing',
    '/subscribe?tier=featured',
    '/claim-checkout?claim=CLM-AAAAAAAA&tier=standard',
    '/claim-success?ref=CLM-AAAAAAAA&subscription=SUB-AAAAAAAA&tier=standard',
    '/payment-success?ref=SUB-AAAAAAAA&tier=featured',
    '/claim-business?city=Leeds',
  ])('%s', async (path) => {
    expect(await axeViolationsOf(t, path)).toEqual([]);
  });

  it('the claim form, the review form (with an unknown link) and a quote', async () => {
    expect(await axeViolationsOf(t, `/claim-business/${listingId}`)).toEqual([]);
    expect(await axeViolationsOf(t, `/review/${listingId}/no-such-review-link-token`)).toEqual([]);
    expect(await axeViolationsOf(t, quotePath)).toEqual([]);
  });
});
