import {
  type SubscriptionRequest,
  subscriptionRequestedSchema,
  subscriptionRequestSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { findClaimableSpecialist, findClaimByReference } from '../claims/repository.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { type RequestListing, recordInvoiceRequest } from './invoice-request.ts';

/** The listing an approved claim is for; anything else is refused before anything is stored. */
async function listingOfClaim(
  deps: AppDeps,
  request: SubscriptionRequest,
): Promise<RequestListing> {
  const claim = request.claimReference
    ? await deps.engine.run(findClaimByReference, request.claimReference)
    : undefined;
  if (request.claimReference && !claim) {
    throw new HttpError(400, 'validation_failed', 'The request is not valid', {
      claimReference: ['No claim has this reference'],
    });
  }
  if (!claim) {
    throw new HttpError(
      401,
      'sign_in_required',
      'A plan belongs to a listing: sign in to your business account, or claim your listing first',
    );
  }
  if (claim.status !== 'approved') {
    throw new HttpError(
      409,
      'claim_not_approved',
      'We are still checking your claim. Once it is approved, finish setting up your plan from your dashboard.',
    );
  }
  return withName(deps, claim.specialistId, claim.id);
}

async function withName(
  deps: AppDeps,
  specialistId: number,
  claimRequestId: number | null,
): Promise<RequestListing> {
  const listing = await deps.engine.run(findClaimableSpecialist, specialistId);
  if (!listing) throw new HttpError(404, 'not_found', 'Listing not found');
  return { specialistId, listingName: listing.name, claimRequestId };
}

function refuseWhenCardPayments(deps: AppDeps) {
  if (deps.billing) {
    throw new HttpError(
      409,
      'card_payments_on',
      'Plans are paid by card here: choose your plan from your dashboard',
    );
  }
}

/**
 * Invoiced plans, the mode without Stripe (ADR 003 within ADR 030): a paid tier for a listing,
 * invoiced by e-mail. `POST /api/business/subscription-requests` is the signed-in business's
 * own listing; `POST /api/subscription-requests` needs the reference of an approved claim (401
 * without one, 409 while the claim is being checked). The request, the price quoted, the
 * operators' mail and the requester's copy are stored in one transaction. 409 when card
 * payments are on. Limited per IP.
 *
 * @example
 * app.route('/', subscriptionRoutes(deps));
 * await app.request('/api/subscription-requests', jsonBody({ tier: 'standard', claimReference: 'CLM-…', … }));
 */
export function subscriptionRoutes(deps: AppDeps) {
  const limit = perIpLimit(deps, 'subscription-requests');
  const doc = (operationId: string, summary: string, auth?: 'business') =>
    describeOperation({
      operationId,
      summary,
      tag: 'Business',
      response: subscriptionRequestedSchema,
      status: 201,
      ...(auth ? { auth } : {}),
    });
  return new Hono<BusinessEnv>()
    .post(
      '/api/subscription-requests',
      doc(
        'requestSubscription',
        'Ask for an invoiced paid tier for the listing of an approved claim',
      ),
      limit,
      validate('json', subscriptionRequestSchema),
      async (c) => {
        refuseWhenCardPayments(deps);
        const request = c.req.valid('json');
        const listing = await listingOfClaim(deps, request);
        return c.json(await recordInvoiceRequest(deps, request, listing), 201);
      },
    )
    .post(
      '/api/business/subscription-requests',
      doc(
        'requestBusinessSubscription',
        'Ask for an invoiced paid tier for your own listing',
        'business',
      ),
      limit,
      requireBusiness(deps),
      validate('json', subscriptionRequestSchema),
      async (c) => {
        refuseWhenCardPayments(deps);
        const listing = await withName(deps, c.var.business.specialistId, null);
        return c.json(await recordInvoiceRequest(deps, c.req.valid('json'), listing), 201);
      },
    );
}
