import type { EnquiryCreated } from '../contract/enquiries.ts';
import type { DbExecutor } from '../db/client.ts';
import { commitDurably } from '../db/group-commit.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { queueEnquiryMails } from './enquiry-mails.ts';
import { matchSpecialistsForEnquiry } from './match-specialists.ts';
import {
  type EnquiryFields,
  type EnquiryPayload,
  enquiryFromPayload,
  type MatchCriteria,
} from './normalise.ts';
import { newEnquiryReference } from './reference.ts';
import {
  findEnquiryByIdempotencyKey,
  findSpecialist,
  insertEnquiry,
  insertRecipients,
} from './repository.ts';

export interface Submission {
  payload: EnquiryPayload;
  idempotencyKey?: string;
  /** SHA-256 of the canonical request body; see `requestHash`. */
  requestHash: string;
}

/** A kind of enquiry (a chat or form enquiry, a posted job): what it stores and answers. */
export interface EnquiryDraft {
  fields: EnquiryFields;
  criteria: MatchCriteria;
  /** The answer for the stored (or replayed) enquiry. */
  answer(publicId: string, matched: number, customerEmail: string): EnquiryCreated;
  /** The project details as the specialists' lead mails show them; the stored ones by default. */
  leadProjectDetails?: string;
  /** Rows of its own, written in the same transaction as the enquiry. */
  insertDetails?(tx: DbExecutor, enquiryId: number): void;
}

export interface SubmissionResult {
  /** false when an earlier submission with the same idempotency key was replayed. */
  created: boolean;
  answer: EnquiryCreated;
}

/**
 * The spec's success promise (section 8), honest about what happened: passed to the matched
 * specialists, or, with nobody matched, the Flo team finds one within 24 hours; the e-mail
 * confirmation is mentioned only when an address was given.
 */
function successMessage(matched: number, hasEmail: boolean): string {
  const next =
    matched > 0
      ? `We've passed it to ${matched} local flooring specialist${matched === 1 ? '' : 's'}, who typically respond within 2 hours, and we'll follow up within 24 hours.`
      : 'The Flo team will find a suitable flooring specialist for you and get back to you within 24 hours.';
  const base = `Thank you! We've received your enquiry. ${next}`;
  return hasEmail ? `${base} We've sent a confirmation to your e-mail.` : base;
}

function answerFor(publicId: string, matched: number, customerEmail: string): EnquiryCreated {
  return {
    id: publicId,
    status: matched > 0 ? 'matched' : 'received',
    matchedSpecialists: matched,
    message: successMessage(matched, customerEmail !== ''),
  };
}

/** The first answer for a key, or 409 when the key was used for a different body. */
function replay(
  deps: AppDeps,
  key: string,
  hash: string,
  answer: EnquiryDraft['answer'],
): SubmissionResult | undefined {
  const earlier = findEnquiryByIdempotencyKey(deps.db, key);
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) {
    throw new HttpError(
      409,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different enquiry; use a new key',
    );
  }
  return {
    created: false,
    answer: answer(earlier.publicId, earlier.recipients, earlier.customerEmail),
  };
}

/**
 * Matches and writes one enquiry. Runs inside `commitDurably`'s savepoint, under the write
 * lock its batch transaction takes at BEGIN, so no other connection can commit the same key
 * between the replay check and the insert, and a throw undoes every row written here.
 */
function writeEnquiry(
  deps: AppDeps,
  draft: EnquiryDraft,
  { idempotencyKey: key, requestHash: hash }: Omit<Submission, 'payload'>,
): SubmissionResult {
  if (key) {
    const earlier = replay(deps, key, hash, draft.answer);
    if (earlier) return earlier;
  }
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const { fields, criteria, leadProjectDetails } = draft;
  const publicId = newEnquiryReference(now);
  const recipients = matchSpecialistsForEnquiry(db, criteria);
  const namedExists =
    criteria.specialistId !== undefined && findSpecialist(db, criteria.specialistId);
  const enquiryId = insertEnquiry(db, {
    ...fields,
    publicId,
    status: recipients.length > 0 ? 'matched' : 'new',
    specialistId: namedExists ? criteria.specialistId : null,
    idempotencyKey: key ?? null,
    requestHash: hash,
    createdAt: now,
  });
  insertRecipients(
    db,
    enquiryId,
    recipients.map((r) => r.id),
    now,
  );
  draft.insertDetails?.(db, enquiryId);
  queueEnquiryMails(
    db,
    deps.config,
    { id: enquiryId, publicId, fields, ...(leadProjectDetails ? { leadProjectDetails } : {}) },
    recipients,
    now,
  );
  const answer = draft.answer(publicId, recipients.length, fields.customerEmail);
  return { created: true, answer };
}

/**
 * Stores an enquiry of any kind durably, matches it and queues its mails, all in one SQLite
 * transaction, so either everything is written or nothing is; resolves once that is on disk,
 * the commit shared with enquiries arriving at the same moment (`commitDurably`). A retry
 * with the same idempotency key gets the first answer back and stores nothing new.
 *
 * @example
 * const { created, answer } = await storeEnquiry(deps, { ...enquiryFromJob(job), answer: jobAnswer }, { idempotencyKey, requestHash });
 */
export function storeEnquiry(
  deps: AppDeps,
  draft: EnquiryDraft,
  keys: Omit<Submission, 'payload'>,
): Promise<SubmissionResult> {
  return commitDurably(deps.db, () => writeEnquiry(deps, draft, keys));
}

/**
 * Stores a chat or form enquiry (`POST /api/enquiries`) through `storeEnquiry`.
 *
 * @example
 * const { created, answer } = await submitEnquiry(deps, { payload, idempotencyKey, requestHash });
 */
export function submitEnquiry(deps: AppDeps, submission: Submission): Promise<SubmissionResult> {
  const draft = { ...enquiryFromPayload(submission.payload), answer: answerFor };
  return storeEnquiry(deps, draft, submission);
}
