import { enquiries, specialists } from '@flo/api/schema';
import { createQuote } from '@flo/api/testing';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { axeViolationsOf } from '../testing/axe.ts';
import { siteTest } from '../testing/fixtures.ts';

let listingId: number;
let quotePath: string;
siteTest.beforeAll(({ site }) => {
  const listing = site.db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.status, 'active'), isNull(specialists.claimedByBusinessId)))
    .get();
  const enquiry = site.db.select({ id: enquiries.id }).from(enquiries).get();
  if (!listing || !enquiry) throw new Error('demo data missing');
  listingId = listing.id;
  const token = 'axe-quote-link-token-000000';
  const { id } = createQuote(
    site.db,
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

describe('information, form and business pages pass axe-core (WCAG 2.1 A and AA) as served', () => {
  siteTest.for([
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
  ])('%s', async (path, { site }) => {
    expect(await axeViolationsOf(site, path)).toEqual([]);
  });

  siteTest(
    'the claim form, the review form (with an unknown link) and a quote',
    async ({ site }) => {
      expect(await axeViolationsOf(site, `/claim-business/${listingId}`)).toEqual([]);
      expect(await axeViolationsOf(site, `/review/${listingId}/no-such-review-link-token`)).toEqual(
        [],
      );
      expect(await axeViolationsOf(site, quotePath)).toEqual([]);
    },
  );
});
