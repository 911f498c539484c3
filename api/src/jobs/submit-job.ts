import { randomBytes } from 'node:crypto';
import type { EnquiryCreated } from '../contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { matchSpecialistsForEnquiry } from '../enquiries/match-specialists.ts';
import {
  findEnquiryByIdempotencyKey,
  insertEnquiry,
  insertRecipients,
} from '../enquiries/repository.ts';
import { HttpError } from '../http/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { enquiryConfirmationMail, specialistLeadMail } from '../mail/templates.ts';
import { enquiryFromJob, leadDetailsOf, type ValidJob } from './job-enquiry.ts';
import { insertJobPost } from './repository.ts';

export interface JobSubmission {
  job: ValidJob;
  idempotencyKey?: string;
  /** SHA-256 of the canonical request body (`requestHash` of the enquiries feature). */
  requestHash: string;
}

function answerFor(publicId: string, matched: number): EnquiryCreated {
  const next =
    matched > 0
      ? `We've passed it to ${matched} local flooring specialist${matched === 1 ? '' : 's'}, who typically respond within 2 hours.`
      : "We'll match you with local flooring specialists within 24 hours.";
  return {
    id: publicId,
    status: matched > 0 ? 'matched' : 'received',
    matchedSpecialists: matched,
    message: `Thank you! Your job is posted. ${next} We've sent a confirmation to your e-mail.`,
  };
}

/** The first answer for a key, or 409 when the key was used for another body. */
function replay(deps: AppDeps, key: string, hash: string): EnquiryCreated | undefined {
  const earlier = findEnquiryByIdempotencyKey(deps.db, key);
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) {
    throw new HttpError(
      409,
      'idempotency_key_reused',
      'This Idempotency-Key was already used; use a new key',
    );
  }
  return answerFor(earlier.publicId, earlier.recipients);
}

const isKeyConflict = (error: unknown): boolean =>
  error instanceof Error &&
  (/UNIQUE constraint failed: enquiries\.idempotency_key/.test(error.message) ||
    isKeyConflict(error.cause));

/**
 * Posts a job as an enquiry of kind 'job': stored with its job fields, matched to up to three
 * local specialists of its service, and mailed to the customer and each specialist, all in one
 * transaction. A retry with the same Idempotency-Key answers the first result, storing nothing.
 *
 * @example
 * const { created, answer } = submitJob(deps, { job, idempotencyKey, requestHash });
 */
export function submitJob(
  deps: AppDeps,
  submission: JobSubmission,
): { created: boolean; answer: EnquiryCreated } {
  const { job, idempotencyKey: key, requestHash: hash } = submission;
  const earlier = key ? replay(deps, key, hash) : undefined;
  if (earlier) return { created: false, answer: earlier };
  const now = deps.now?.() ?? new Date();
  const { fields, criteria } = enquiryFromJob(job);
  const publicId = `enq_${randomBytes(12).toString('base64url')}`;
  try {
    const matched = deps.db.transaction((tx) => {
      const recipients = matchSpecialistsForEnquiry(tx, criteria, now);
      const enquiryId = insertEnquiry(tx, {
        ...fields,
        publicId,
        status: recipients.length > 0 ? 'matched' : 'new',
        specialistId: null,
        idempotencyKey: key ?? null,
        requestHash: hash,
        createdAt: now,
      });
      insertRecipients(
        tx,
        enquiryId,
        recipients.map((r) => r.id),
        now,
      );
      insertJobPost(tx, {
        enquiryId,
        title: job.title,
        serviceSlug: job.service,
        preferredContact: job.preferredContact,
      });
      const details = { ...fields, reference: publicId };
      const { publicUrl } = deps.config;
      const confirmation = enquiryConfirmationMail(details, recipients.length, publicUrl);
      enqueueMail(
        tx,
        { ...confirmation, to: job.email, kind: 'enquiry_confirmation', enquiryId },
        now,
      );
      const leadDetails = { ...details, projectDetails: leadDetailsOf(job, fields.projectDetails) };
      for (const specialist of recipients) {
        const mail = specialistLeadMail(leadDetails, specialist.name, publicUrl);
        enqueueMail(tx, { ...mail, to: specialist.email, kind: 'specialist_lead', enquiryId }, now);
      }
      return recipients.length;
    });
    return { created: true, answer: answerFor(publicId, matched) };
  } catch (error) {
    // Another request with the same key committed between our check and our insert.
    const raced = key && isKeyConflict(error) ? replay(deps, key, hash) : undefined;
    if (raced) return { created: false, answer: raced };
    throw error;
  }
}
