import { sql } from 'drizzle-orm';
import { hashToken, newRawToken } from '../auth/tokens.ts';
import { type EngineScope, type Steps, sqlRows } from '../db/engine/index.ts';
import type { AppConfig, EnquiryWrite, StoredEnquiry } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { recipientsFor } from './chosen-recipients.ts';
import { queueEnquiryMails } from './enquiry-mails.ts';
import { placeOfEnquiry } from './enquiry-place.ts';
import { newEnquiryReference } from './reference.ts';
import {
  enquiryByKey,
  specialistById,
  storeEnquiryRow,
  storeJobPost,
  storeRecipients,
} from './repository.ts';

/** The first submission's outcome for a key, or 409 when the key was used for another body. */
function* replay(on: EngineScope, key: string, hash: string): Steps<StoredEnquiry | undefined> {
  const earlier = yield* enquiryByKey(on, key);
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

/** PostgreSQL's advisory lock key of the enquiries' matching ("flo-lead"). */
const MATCHING_LOCK_KEY = 0x666c6f2d6c656164n;

/**
 * Makes this enquiry match only after every enquiry that began matching before it has
 * committed: on PostgreSQL a transaction-level advisory lock, held to the commit, so each one
 * ranks the specialists with the leads before it counted (`last_lead_at`, kept by triggers)
 * and leads rotate as on SQLite, whose one writer already stores enquiries one at a time. On
 * every node alike; without it, enquiries to one city at once rank the same specialists first
 * and then queue on their rows anyway.
 */
function* matchInTurn(on: EngineScope): Steps<void> {
  if (on.dialect === 'sqlite') return;
  yield* sqlRows(sql`select pg_advisory_xact_lock(${MATCHING_LOCK_KEY.toString()}::bigint)`);
}

/**
 * Matches and writes one enquiry with its recipients, job post and mails, as one unit of work
 * run in one transaction. On SQLite it runs in the enquiry writer thread, inside
 * `commitDurably`'s savepoint, under the write lock its batch transaction takes at BEGIN, so
 * no other connection can commit the same key between the replay check and the insert. On
 * PostgreSQL another node may: the insert then stores nothing (`on conflict do nothing`) and
 * the enquiry that node stored is replayed, in the transaction's next statement, which sees
 * its commit. A throw undoes every row written here.
 *
 * @example
 * const stored = await engine.commit(storeEnquiryWork, config, write);
 */
export function* storeEnquiryWork(
  on: EngineScope,
  config: AppConfig,
  write: EnquiryWrite,
): Steps<StoredEnquiry> {
  const { idempotencyKey: key, requestHash: hash } = write;
  if (key) {
    const earlier = yield* replay(on, key, hash);
    if (earlier) return earlier;
  }
  const now = new Date(write.acceptedAt);
  const { fields, criteria, leadProjectDetails } = write;
  const publicId = newEnquiryReference(now);
  yield* matchInTurn(on);
  const recipients = yield* recipientsFor(on, criteria);
  // The private "Your enquiry" link goes out in the confirmation mail, so only with an address.
  const visitorToken = fields.customerEmail ? newRawToken() : undefined;
  // The nearest specialists' city and distance, kept beside the visitor's words (ADR 025).
  const place = yield* placeOfEnquiry(on, criteria, recipients);
  const namedExists =
    criteria.specialistId !== undefined &&
    (yield* specialistById(on, criteria.specialistId)) !== undefined;
  const enquiryId = yield* storeEnquiryRow(on, {
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
  if (enquiryId === undefined) {
    // Stored by another node since the check above (PostgreSQL): answer as a retry would get.
    const stored = key ? yield* replay(on, key, hash) : undefined;
    if (!stored) throw new Error('the enquiry was neither stored nor found by its key');
    return stored;
  }
  yield* storeRecipients(
    on,
    enquiryId,
    recipients.map((r) => r.id),
    now,
  );
  if (write.jobPost) yield* storeJobPost(on, { ...write.jobPost, enquiryId });
  yield* queueEnquiryMails(
    on,
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
