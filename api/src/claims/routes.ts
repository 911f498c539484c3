import {
  type ClaimReceived,
  claimReceivedSchema,
  claimRequestSchema,
  LISTING_PLANS,
  type Listing,
  type ListingTier,
  listingSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { findActiveSpecialistBySlug } from '../directory/specialists-repository.ts';
import { notFound } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { newReference } from './reference.ts';
import { findClaimableSpecialist } from './repository.ts';
import { storeClaim } from './store-claim.ts';

const listingParams = z.object({
  specialistId: z
    .string()
    .regex(/^\d{1,12}$/, 'A listing number')
    .transform(Number),
});

const CHECKED = 'Thank you. We will check your details and e-mail you within one working day.';

/** A paid tier is set up only once the claim is approved: nobody pays for an unchecked claim. */
const CLAIM_MESSAGES: Record<ListingTier, string> = {
  free: CHECKED,
  standard: `${CHECKED} Once your claim is approved, finish setting up ${LISTING_PLANS.standard.name} from your dashboard.`,
  featured: `${CHECKED} Once your claim is approved, finish setting up ${LISTING_PLANS.featured.name} from your dashboard.`,
};

/**
 * Listings and claims: `GET /api/listings/{specialistId}` (an active listing's card and
 * whether a business already owns it) and `POST /api/claims` (stores a claim request and
 * mails the operators and the claimant in one commit; 409 when the listing is already claimed; limited
 * per IP).
 *
 * @example
 * app.route('/', claimRoutes(deps));
 * await app.request('/api/claims', jsonBody({ specialistId: 7, name, role: 'Owner', email, phone, proof }));
 */
export function claimRoutes(deps: AppDeps) {
  const limit = perIpLimit(deps, 'claims');
  return new Hono()
    .get(
      '/api/listings/:specialistId',
      describeOperation({
        operationId: 'getListing',
        summary: 'An active listing by specialist id, with whether a business has claimed it',
        tag: 'Business',
        response: listingSchema,
      }),
      async (c) => {
        const params = listingParams.safeParse(c.req.param());
        const row = params.success
          ? await deps.engine.run(findClaimableSpecialist, params.data.specialistId)
          : undefined;
        const detail = row && (await deps.engine.run(findActiveSpecialistBySlug, row.slug));
        if (!detail) throw notFound('Listing');
        const listing: Listing = {
          id: detail.id,
          name: detail.name,
          slug: detail.slug,
          city: detail.city,
          servicesOffered: detail.servicesOffered,
          averageRating: detail.averageRating,
          reviewCount: detail.reviewCount,
          claimed: detail.claimed,
        };
        return c.json(listing);
      },
    )
    .post(
      '/api/claims',
      describeOperation({
        operationId: 'claimListing',
        summary: 'Ask to claim a listing; operators check the proof (409 when already claimed)',
        tag: 'Business',
        response: claimReceivedSchema,
        status: 201,
      }),
      limit,
      validate('json', claimRequestSchema),
      async (c) => {
        const claim = c.req.valid('json');
        const reference = newReference('CLM');
        const specialist = await deps.engine.commit(
          storeClaim,
          claim,
          reference,
          deps.config,
          clockOf(deps)(),
        );
        const answer: ClaimReceived = {
          reference,
          specialistName: specialist.name,
          tier: claim.tier,
          message: CLAIM_MESSAGES[claim.tier],
        };
        return c.json(answer, 201);
      },
    );
}
