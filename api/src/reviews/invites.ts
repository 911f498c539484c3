import { hashToken, newRawToken } from '../auth/tokens.ts';
import type { DbExecutor } from '../db/client.ts';
import { type EngineScope, runOnSqliteNow, type Steps } from '../db/engine/index.ts';
import { findActiveSpecialist, findReviewInviteByHash, insertReviewInvite } from './repository.ts';

/** How long a review link stays usable: long enough for a job to be finished and lived with. */
export const REVIEW_INVITE_VALID_MS = 60 * 24 * 60 * 60 * 1000;

/**
 * The site path a review link points at, the route /review/{specialistId}/{token?} of
 * docs/product/routes.md#public-routes; prefix it with the public URL for an e-mail.
 *
 * @example
 * `${config.publicUrl}${reviewInvitePath(7, token)}` // 'https://…/review/7/Qx…'
 */
export function reviewInvitePath(specialistId: number, rawToken: string): string {
  return `/review/${specialistId}/${encodeURIComponent(rawToken)}`;
}

export interface InviteCustomer {
  name: string;
  email: string;
}

/** What a review link may be made with: a known token, a validity, the lead it is about. */
export interface InviteOptions {
  rawToken?: string;
  validForMs?: number;
  enquiryId?: number;
}

/**
 * Creates a one-time review link for a customer of an active specialist, as a step of a unit of
 * work (ADR 050), and answers the raw token for the link (`/review/{specialistId}/{token}`);
 * only its SHA-256 is stored. `rawToken` lets tests and fixtures choose a known token;
 * `enquiryId` ties the link to the lead the business asked the customer about.
 *
 * @example
 * const token = yield* storeReviewInvite(on, specialistId, { name: 'Jo', email: 'jo@example.com' }, now);
 */
export function* storeReviewInvite(
  on: EngineScope,
  specialistId: number,
  customer: InviteCustomer,
  now: Date,
  options: InviteOptions = {},
): Steps<string> {
  if (!(yield* findActiveSpecialist(on, { id: specialistId }))) {
    throw new Error(`Specialist ${specialistId} is not an active specialist`);
  }
  const token = options.rawToken ?? newRawToken();
  yield* insertReviewInvite(on, {
    tokenHash: hashToken(token),
    specialistId,
    customerName: customer.name,
    customerEmail: customer.email,
    enquiryId: options.enquiryId ?? null,
    expiresAt: new Date(now.getTime() + (options.validForMs ?? REVIEW_INVITE_VALID_MS)),
    createdAt: now,
  });
  return token;
}

/**
 * `storeReviewInvite` at once on SQLite, for seeds and test fixtures, which are synchronous.
 *
 * @example
 * const token = createReviewInvite(db, specialistId, { name: 'Jo', email: 'jo@example.com' }, new Date());
 */
export function createReviewInvite(
  db: DbExecutor,
  specialistId: number,
  customer: InviteCustomer,
  now: Date,
  options: InviteOptions = {},
): string {
  return runOnSqliteNow(db, storeReviewInvite, specialistId, customer, now, options);
}

export type InviteState =
  | { state: 'unknown' }
  | {
      state: 'ok' | 'used' | 'expired';
      inviteId: number;
      customerName: string;
    };

/**
 * What a token from a review link is worth for this specialist. A token of another specialist
 * is 'unknown', exactly like a made-up one, so links cannot be probed across specialists.
 */
export function* inviteState(
  on: EngineScope,
  specialistId: number,
  rawToken: string,
  now: Date,
): Steps<InviteState> {
  const invite = yield* findReviewInviteByHash(on, hashToken(rawToken));
  if (!invite || invite.specialistId !== specialistId) return { state: 'unknown' };
  const state = invite.usedAt ? 'used' : invite.expiresAt <= now ? 'expired' : 'ok';
  return { state, inviteId: invite.id, customerName: invite.customerName };
}
