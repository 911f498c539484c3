import { hashToken, newRawToken } from '../auth/tokens.ts';
import type { DbExecutor } from '../db/client.ts';
import type { AppConfig, EnquiryWrite, StoredEnquiry } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { insertJobPost } from '../jobs/repository.ts';
import { recipientsFor } from './chosen-recipients.ts';
import { queueEnquiryMails } from './enquiry-mails.ts';
import { placeOfEnquiry } from './enquiry-place.ts';
import { newEnquiryReference } from './reference.ts';
import {
  findEnquiryByIdempotencyKey,
  findSpecialist,
  insertEnquiry,
  insertRecipients,
} from './repository.ts';

/** The first submission's outcome for a key, or 409 when the key was used for another body. */
function replay(db: DbExecutor, key: string, hash: string): StoredEnquiry | undefined {
  const earlier = findEnquiryByIdempotencyKey(db, key);
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) {
    throw new HttpError(
      409,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different enquiry; use a new key',
    );
  }
  const { publicId, recipients, customerEmail } = earlier;
  return { created: false, publicId, matched: recipients, customerEmail };
}

/**
 * Matches and writes one enquiry with its recipients, job post and mails. Runs inside
 * `commitDurably`'s savepoint, under the write lock its batch transaction takes at BEGIN, so
 * no other connection can commit the same key between the replay check and the insert, and a
 * throw undoes every row written here.
 *
 * @example
 * const stored = await commitDurably(db, () => writeEnquiry(db, config, write));
 */
export function writeEnquiry(
  db: DbExecutor,
  config: AppConfig,
  write: EnquiryWrite,
): StoredEnquiry {
  const { idempotencyKey: key, requestHash: hash } = write;
  if (key) {
    const earlier = replay(db, key, hash);
    if (earlier) return earlier;
  }
  const now = new Date(write.acceptedAt);
  const { fields, criteria, leadProjectDetails } = write;
  const publicId = newEnquiryReference(now);
  const recipients = recipientsFor(db, criteria);
  // The private "Your enquiry" link goes out in the confirmation mail, so only with an address.
  const visitorToken = fields.customerEmail ? newRawToken() : undefined;
  // The nearest specialists' city and distance, kept beside the visitor's words (ADR 025).
  const place = placeOfEnquiry(db, criteria, recipients);
  const namedExists =
    criteria.specialistId !== undefined && findSpecialist(db, criteria.specialistId);
  const enquiryId = insertEnquiry(db, {
    ...fields,
    ...place,
    publicId,
    status: recipients.length > 0 ? 'matched' : 'new',
    specialistId: namedExists ? criteria.specialistId : null,
    idempotencyKey: key ?? null,
    requestHash: hash,
    visitorTokenHash: visitorToken ? hashToken(visitorToken) : null,
    createdAt: now,
  });
  insertRecipients(
    db,
    enquiryId,
    recipients.map((r) => r.id),
    now,
  );
  if (write.jobPost) insertJobPost(db, { ...write.jobPost, enquiryId });
  queueEnquiryMails(
    db,
    config,
    {
      id: enquiryId,
      publicId,
      fields: { ...fields, ...place },
      ...(leadProjectDetails ? { leadProjectDetails } : {}),
      ...(visitorToken ? { visitorToken } : {}),
    },
    recipients,
    now,
  );
  return {
    created: true,
    publicId,
    matched: recipients.length,
    customerEmail: fields.customerEmail,
  };
}
