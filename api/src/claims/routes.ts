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
import { runOnSqliteNow } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { findActiveSpecialistBySlug } from '../directory/specialists-repository.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { enqueueMails } from '../mail/outbox.ts';
import { describeOperation } from '../openapi/describe.ts';
import { operatorsEmail } from '../settings/operator-settings.ts';
import { newReference } from './reference.ts';
import { findClaimableSpecialist, insertClaimRequest } from './repository.ts';

const listingParams = z.object({
  specialistId: z
    .string()
    .regex(/^\d{1,12}$/, 'A listing number')
    .transform(Number),
});

/** One line without control characters, so nothing typed can add a mail header. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

function operatorsMail(
  claim: z.infer<typeof claimRequestSchema>,
  reference: string,
  specialist: { id: number; name: string; slug: string },
  publicUrl: string,
) {
  return {
    subject: `Listing claim ${reference}: ${oneLine(specialist.name)}`,
    text: [
      `Someone has asked to claim a listing (reference ${reference}).`,
      '',
      `Listing: ${specialist.name} (#${specialist.id}) ${publicUrl}/specialist/${specialist.slug}`,
      `Claimant: ${oneLine(claim.name)}, ${claim.role}`,
      `E-mail: ${claim.email}`,
      ...(claim.leadEmail ? [`Leads to go to: ${claim.leadEmail}`] : []),
      `Phone: ${oneLine(claim.phone)}`,
      `Tier asked for: ${LISTING_PLANS[claim.tier].name}`,
      '',
      'Proof they gave:',
      claim.proof,
      '',
      'Check the proof against the listing before creating their business login.',
    ].join('\n'),
  };
}

const CHECKED = 'Thank you. We will check your details and e-mail you within one working day.';

/** A paid tier is set up only once the claim is approved: nobody pays for an unchecked claim. */
const CLAIM_MESSAGES: Record<ListingTier, string> = {
  free: CHECKED,
  standard: `${CHECKED} Once your claim is approved, finish setting up ${LISTING_PLANS.standard.name} from your dashboard.`,
  featured: `${CHECKED} Once your claim is approved, finish setting up ${LISTING_PLANS.featured.name} from your dashboard.`,
};

/** The claimant's receipt: what they asked for and what happens next. */
function claimantMail(
  claim: z.infer<typeof claimRequestSchema>,
  reference: string,
  listing: string,
) {
  return {
    to: claim.email,
    kind: 'claim_received',
    subject: `We have your claim of ${oneLine(listing)} (${reference})`,
    text: [
      `Hello ${oneLine(claim.name)},`,
      '',
      `Thank you for claiming ${oneLine(listing)} on Flo (reference ${reference}). We check every claim against the listing, usually within one working day, and e-mail you the outcome.`,
      ...(claim.tier === 'free'
        ? []
        : [
            '',
            `You chose the ${LISTING_PLANS[claim.tier].name} plan. Nothing is charged now: once your claim is approved, finish setting it up from your dashboard.`,
          ]),
    ].join('\n'),
  };
}

/**
 * Listings and claims: `GET /api/listings/{specialistId}` (an active listing's card and
 * whether a business already owns it) and `POST /api/claims` (stores a claim request and
 * mails the operators and the claimant in one transaction; 409 when the listing is already claimed; limited
 * per IP).
 *
 * @example
 * app.route('/', claimRoutes(deps));
 * await app.request('/api/claims', jsonBody({ specialistId: 7, name, role: 'Owner', email, phone, proof }));
 */
export function claimRoutes(deps: AppDeps) {
  const { db } = deps;
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
      (c) => {
        const claim = c.req.valid('json');
        const now = clockOf(deps)();
        const reference = newReference('CLM');
        // The mails join the transaction through the outbox, still synchronous on SQLite.
        const specialist = db.transaction((tx) => {
          const found = runOnSqliteNow(tx, findClaimableSpecialist, claim.specialistId);
          if (!found) {
            throw new HttpError(400, 'validation_failed', 'That listing does not exist', {
              specialistId: ['Choose a listing from the directory'],
            });
          }
          if (found.claimedByBusinessId !== null) {
            throw new HttpError(
              409,
              'already_claimed',
              'This listing has already been claimed by its business. If that is wrong, contact us.',
            );
          }
          runOnSqliteNow(tx, insertClaimRequest, {
            ...claim,
            leadEmail: claim.leadEmail || null,
            reference,
            specialistId: found.id,
            createdAt: now,
          });
          enqueueMails(
            tx,
            [
              {
                ...operatorsMail(claim, reference, found, deps.config.publicUrl),
                to: operatorsEmail(tx, deps.config),
                kind: 'claim_request',
              },
              claimantMail(claim, reference, found.name),
            ],
            now,
          );
          return found;
        });
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
