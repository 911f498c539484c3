import { type claimRequestSchema, LISTING_PLANS } from '@flo/contract';
import type { z } from 'zod';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppConfig } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { queueMails } from '../mail/outbox.ts';
import { operatorsEmailOf } from '../settings/operator-settings.ts';
import {
  type ClaimableSpecialist,
  findClaimableSpecialist,
  insertClaimRequest,
} from './repository.ts';

/** A claim as the form sends it, validated. */
type ClaimRequest = z.infer<typeof claimRequestSchema>;

/** One line without control characters, so nothing typed can add a mail header. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

function operatorsMail(
  claim: ClaimRequest,
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

/** The claimant's receipt: what they asked for and what happens next. */
function claimantMail(claim: ClaimRequest, reference: string, listing: string) {
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
 * Stores a claim request on an active listing no business owns yet, and queues the operators'
 * mail and the claimant's receipt with it, in one unit of work (run it with `engine.commit`):
 * 400 for no such listing, 409 when a business already owns it, and then nothing is stored.
 *
 * @example
 * const listing = await engine.commit(storeClaim, claim, newReference('CLM'), deps.config, new Date());
 */
export function* storeClaim(
  on: EngineScope,
  claim: ClaimRequest,
  reference: string,
  config: Pick<AppConfig, 'publicUrl' | 'operatorEmail'>,
  now: Date,
): Steps<ClaimableSpecialist> {
  const found = yield* findClaimableSpecialist(on, claim.specialistId);
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
  yield* insertClaimRequest(on, {
    ...claim,
    leadEmail: claim.leadEmail || null,
    reference,
    specialistId: found.id,
    createdAt: now,
  });
  const toOperators = {
    ...operatorsMail(claim, reference, found, config.publicUrl),
    to: yield* operatorsEmailOf(on, config),
    kind: 'claim_request',
  };
  yield* queueMails(on, [toOperators, claimantMail(claim, reference, found.name)], now);
  return found;
}
