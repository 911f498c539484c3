import { ownLead } from '../business-leads/lead-view.ts';
import { reviewRequestedFor, specialistSignature } from '../business-leads/repository.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { HttpError } from '../http/errors.ts';
import { queueMails } from '../mail/outbox.ts';
import { reviewInvitePath, storeReviewInvite } from '../reviews/invites.ts';
import { findActiveSpecialist } from '../reviews/repository.ts';

function reviewRequestMail(specialistName: string, customerName: string, link: string) {
  return {
    subject: `How did ${specialistName} do? Leave a review`,
    text: [
      `Hello ${customerName},`,
      '',
      `${specialistName} would like to hear how your flooring job went. Your review helps other`,
      'people choose a specialist, and it is marked as verified because it comes from this link.',
      '',
      link,
      '',
      'The link works once, for 60 days.',
      '',
      'Flo',
    ].join('\n'),
  };
}

/** Whom a review link went to, about which lead. */
export interface ReviewRequested {
  reference: string;
  name: string;
  email: string;
}

/**
 * Makes a one-time review link for the customer of one of the specialist's own leads, tied to
 * the enquiry, and queues the mail that carries it, in one unit of work (run it with
 * `engine.commit`). 403 for another specialist's lead, 409 without a customer e-mail, when the
 * lead already had a link, or when the listing is not live.
 *
 * @example
 * const sent = await engine.commit(requestReview, specialistId, 'enq_…', now, publicUrl);
 */
export function* requestReview(
  on: EngineScope,
  specialistId: number,
  reference: string,
  at: Date,
  publicUrl: string,
): Steps<ReviewRequested> {
  const lead = yield* ownLead(on, specialistId, reference);
  if (!lead.customerEmail) {
    throw new HttpError(409, 'no_customer_email', 'This customer gave no e-mail address');
  }
  if (yield* reviewRequestedFor(on, lead.enquiryId, specialistId)) {
    throw new HttpError(
      409,
      'already_requested',
      'A review link was already sent for this enquiry',
    );
  }
  const specialist = yield* specialistSignature(on, specialistId);
  if (!specialist || !(yield* findActiveSpecialist(on, { id: specialistId }))) {
    throw new HttpError(
      409,
      'listing_not_active',
      'Your listing is not live, so it cannot take reviews',
    );
  }
  const customer = { name: lead.customerName, email: lead.customerEmail };
  const token = yield* storeReviewInvite(on, specialistId, customer, at, {
    enquiryId: lead.enquiryId,
  });
  const link = `${publicUrl}${reviewInvitePath(specialistId, token)}`;
  yield* queueMails(
    on,
    [
      {
        ...reviewRequestMail(specialist.name, lead.customerName, link),
        to: lead.customerEmail,
        kind: 'review_invite',
        enquiryId: lead.enquiryId,
      },
    ],
    at,
  );
  return { reference: lead.reference, ...customer };
}
