import type { EnquiryCreated } from '@flo/contract';
import { specialistsWhoRespond } from '@flo/contract/rules';
import { clockOf } from '../clock.ts';
import type { AppDeps, EnquiryWrite } from '../deps.ts';
import { type EnquiryPayload, enquiryFromPayload } from './normalise.ts';
import { storeEnquiryWork } from './write-enquiry.ts';

export interface Submission {
  payload: EnquiryPayload;
  idempotencyKey?: string;
  /** SHA-256 of the canonical request body; see `requestHash`. */
  requestHash: string;
}

/** A kind of enquiry (a chat or form enquiry, a posted job): what it stores and answers. */
export type EnquiryDraft = Pick<
  EnquiryWrite,
  'fields' | 'criteria' | 'leadProjectDetails' | 'jobPost'
> & {
  /** The answer for the stored (or replayed) enquiry. */
  answer(publicId: string, matched: number, customerEmail: string): EnquiryCreated;
};

export interface SubmissionResult {
  /** false when an earlier submission with the same idempotency key was replayed. */
  created: boolean;
  answer: EnquiryCreated;
}

/**
 * The success promise (docs/product/errors.md#success-texts), honest about what happened: passed to
 * the matched specialists, or, with nobody matched, the Flo team finds one within 24 hours; the
 * e-mail confirmation is mentioned only when an address was given.
 */
function successMessage(matched: number, hasEmail: boolean): string {
  const next =
    matched > 0
      ? `We've passed it to ${specialistsWhoRespond(matched)}, and we'll follow up within 24 hours.`
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

/**
 * Stores an enquiry of any kind durably, matches it and queues its mails, all in one
 * transaction (`storeEnquiryWork`), so either everything is written or nothing is; resolves
 * once that is on disk. On SQLite the commit is shared with enquiries arriving at the same
 * moment (ADR 016) and the server writes through its writer thread (`deps.enquiryWriter`,
 * ADR 020), off the event loop; without one, and always on PostgreSQL, the write runs through
 * `deps.engine.commit`. A retry with the same idempotency key, on any node, gets the first
 * answer back and stores nothing new.
 *
 * @example
 * const { created, answer } = await storeEnquiry(deps, { ...enquiryFromJob(job), answer: jobAnswer }, { idempotencyKey, requestHash });
 */
export async function storeEnquiry(
  deps: AppDeps,
  { answer, ...draft }: EnquiryDraft,
  keys: Omit<Submission, 'payload'>,
): Promise<SubmissionResult> {
  const write: EnquiryWrite = {
    ...draft,
    ...keys,
    acceptedAt: clockOf(deps)().getTime(),
  };
  const { engine, enquiryWriter } = deps;
  const stored = await (engine.dialect === 'sqlite' && enquiryWriter
    ? enquiryWriter.write(write)
    : engine.commit(storeEnquiryWork, deps.config, write));
  if (stored.created) deps.metrics?.enquiryAccepted(draft.fields.chatbotSource);
  return {
    created: stored.created,
    answer: answer(stored.publicId, stored.matched, stored.customerEmail),
  };
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
