import type { ReviewSubmission } from '@flo/contract';
import { clockOf } from '../clock.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { inviteState } from './invites.ts';
import { consumeReviewInvite, findActiveSpecialist, insertReview } from './repository.ts';

export interface SubmittedReview {
  id: number;
  status: 'published' | 'pending';
  verified: boolean;
}

const inviteRefusals = {
  unknown: notFound('Review invitation'),
  used: new HttpError(409, 'invite_used', 'This review link has already been used'),
  expired: new HttpError(409, 'invite_expired', 'This review link has expired'),
} as const;

/**
 * Stores a review. With a valid, unused invite token it is published at once and marked
 * verified, and the token is consumed in the same transaction (so two tabs cannot both use it);
 * without a token it waits for moderation. A bad token refuses the review and writes nothing.
 *
 * @example
 * const review = await submitReview(deps, { specialistId: 7, customerName: 'Jo', rating: 5, reviewText });
 */
export function submitReview(
  deps: AppDeps,
  submission: ReviewSubmission,
): Promise<SubmittedReview> {
  return deps.engine.commit(storeReview, submission, clockOf(deps)());
}

/** The review and the invite it consumes, in the caller's transaction. */
export function* storeReview(
  on: EngineScope,
  submission: ReviewSubmission,
  now: Date,
): Steps<SubmittedReview> {
  const { specialistId, token } = submission;
  if (!(yield* findActiveSpecialist(on, { id: specialistId }))) throw notFound('Specialist');
  const invite = token ? yield* inviteState(on, specialistId, token, now) : undefined;
  if (invite && invite.state !== 'ok') throw inviteRefusals[invite.state];
  const verified = invite !== undefined;
  const id = yield* insertReview(on, {
    specialistId,
    customerName: submission.customerName,
    rating: submission.rating,
    text: submission.reviewText,
    status: verified ? 'published' : 'pending',
    verified,
    createdAt: now,
  });
  if (invite && !(yield* consumeReviewInvite(on, invite.inviteId, id, now))) {
    throw inviteRefusals.used;
  }
  return { id, status: verified ? 'published' : 'pending', verified };
}
