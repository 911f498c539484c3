import { type ClaimDecision, LISTING_PLANS, type ListingTier } from '@flo/contract';
import { type AuditActor, auditEntry } from '../../audit/record.ts';
import { SETUP_LINK_MAIL_KIND, setupLinkUrl } from '../../auth/setup-link.ts';
import { newSetupToken, SETUP_TOKEN_LIFETIME_MS } from '../../auth/setup-tokens.ts';
import { pointLeadsAt } from '../../business-dashboard/lead-address.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { queueMails } from '../../mail/outbox.ts';
import { businessSetupLinkMail } from '../../mail/templates.ts';
import {
  businessEmailTaken,
  createClaimingBusiness,
  decideClaim,
  findClaim,
  listingHasBusiness,
} from './repository.ts';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** One line without control characters, so nothing typed can add a mail header. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/**
 * What the setup mail says first: the claim is approved, where leads now go, and the paid plan
 * chosen is waiting.
 */
function approvalNote(
  claim: { specialistName: string; reference: string; tier: ListingTier },
  leadAddress: string,
) {
  const approved = [
    `Good news: your claim of ${oneLine(claim.specialistName)} on Flo (${claim.reference}) has been approved.`,
    `Leads and messages for it are now sent to ${leadAddress}; you can change that on your dashboard.`,
  ].join(' ');
  if (claim.tier === 'free') return approved;
  const plan = LISTING_PLANS[claim.tier].name;
  return `${approved} You chose the ${plan} plan: once you have set your password, choose "Finish setting up ${plan}" on your dashboard.`;
}

/**
 * Approves or rejects a pending listing claim, as a unit of work to run with `engine.commit`.
 * Approval creates the business login for the listing (no password), marks the listing
 * claimed, points its leads at the address the claimant chose (their own unless they gave
 * another) and e-mails the claimant the same one-time setup link `POST
 * /api/business/setup-link` sends (ADR 004), so the owner sets a password at /login and
 * reaches the dashboard. Rejection tells the claimant why. A claim decided already, a listing
 * someone already owns or an address another login uses is a 409 and nothing changes. The
 * decision is recorded in the audit log as `actor`'s.
 *
 * @example
 * await deps.engine.commit(decideListingClaim, 12, { action: 'approve' }, new Date(), adminActor(admin), publicUrl);
 */
export function* decideListingClaim(
  on: EngineScope,
  id: number,
  decision: ClaimDecision,
  now: Date,
  actor: AuditActor,
  publicUrl: string,
): Steps<void> {
  const claim = yield* findClaim(on, id);
  if (!claim) throw notFound('Claim');
  if (claim.status !== 'pending') {
    throw conflict('already_decided', 'This claim was decided already');
  }
  const record = (after: Record<string, unknown>) =>
    auditEntry(on, actor, now, {
      entityKind: 'claim',
      entityId: claim.reference,
      action: `claim.${decision.action}`,
      before: { status: claim.status, listingId: claim.specialistId },
      after: { status: after.status, listingId: claim.specialistId, ...after },
    });
  if (decision.action === 'reject') {
    yield* decideClaim(on, id, 'rejected');
    yield* record({ status: 'rejected', reason: decision.reason });
    const mail = {
      to: claim.email,
      kind: 'claim_rejected',
      subject: `Your claim of ${oneLine(claim.specialistName)} on Flo (${claim.reference})`,
      text: [
        `Hello ${oneLine(claim.name)},`,
        '',
        `We could not approve your claim of ${claim.specialistName} (reference ${claim.reference}).`,
        '',
        'Reason:',
        decision.reason,
        '',
        `If you think this is wrong, reply with more proof or write to us through ${publicUrl}/contact.`,
      ].join('\n'),
    };
    yield* queueMails(on, [mail], now);
    return;
  }
  if (claim.claimedByBusinessId !== null || (yield* listingHasBusiness(on, claim.specialistId))) {
    throw conflict('already_claimed', 'Another business already manages this listing');
  }
  if (yield* businessEmailTaken(on, claim.email)) {
    throw conflict('email_in_use', 'Another business login already uses this e-mail address');
  }
  const businessId = yield* createClaimingBusiness(on, {
    specialistId: claim.specialistId,
    email: claim.email,
    name: claim.specialistName,
  });
  const leadAddress = claim.leadEmail ?? claim.email;
  yield* pointLeadsAt(on, claim.specialistId, leadAddress);
  yield* decideClaim(on, id, 'approved');
  yield* record({ status: 'approved', leadAddress });
  const token = yield* newSetupToken(on, businessId, now);
  const link = setupLinkUrl(publicUrl, token, claim.email);
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_LIFETIME_MS);
  const mail = businessSetupLinkMail(claim.specialistName, link, expiresAt, publicUrl);
  const text = [approvalNote(claim, leadAddress), '', mail.text].join('\n');
  yield* queueMails(on, [{ ...mail, text, to: claim.email, kind: SETUP_LINK_MAIL_KIND }], now);
}
