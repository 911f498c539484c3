import { type AuditActor, auditEntry } from '../../audit/record.ts';
import { enquiryRoutingFields } from '../../audit/snapshots.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { type OutgoingMail, queueMails } from '../../mail/outbox.ts';
import { specialistLeadMail } from '../../mail/templates.ts';
import {
  activeSpecialists,
  findEnquiry,
  recipientsOf,
  replaceRecipients,
  setEnquiryStatus,
} from './repository.ts';

/**
 * Routes an enquiry by hand to up to 3 active specialists, as a unit of work to run with
 * `engine.commit`: specialists kept keep their lead and its status, those dropped lose it, and
 * each new one gets the usual lead mail. The enquiry becomes 'matched'. An inactive or unknown
 * id is a 400, changing nothing. The new routing is recorded in the audit log as `actor`'s.
 *
 * @example
 * await deps.engine.commit(reassignEnquiry, 'enq_…', [12, 40], new Date(), adminActor(admin), publicUrl);
 */
export function* reassignEnquiry(
  on: EngineScope,
  reference: string,
  ids: number[],
  now: Date,
  actor: AuditActor,
  publicUrl: string,
): Steps<void> {
  const wanted = [...new Set(ids)];
  const enquiry = yield* findEnquiry(on, reference);
  if (!enquiry) throw notFound('Enquiry');
  const chosen = yield* activeSpecialists(on, wanted);
  if (chosen.length !== wanted.length) {
    throw new HttpError(400, 'validation_failed', 'Choose active specialists only', {
      specialistIds: ['Every specialist must exist and be active'],
    });
  }
  const before = yield* enquiryRoutingFields(on, enquiry.id);
  const current = new Set((yield* recipientsOf(on, enquiry.id)).map((r) => r.specialistId));
  const added = chosen.filter((s) => !current.has(s.id));
  yield* replaceRecipients(
    on,
    enquiry.id,
    wanted.filter((id) => current.has(id)),
    added.map((s) => s.id),
    now,
  );
  yield* setEnquiryStatus(on, enquiry.id, 'matched');
  yield* auditEntry(on, actor, now, {
    entityKind: 'enquiry',
    entityId: enquiry.publicId,
    action: 'enquiry.route',
    before,
    after: yield* enquiryRoutingFields(on, enquiry.id),
  });
  const details = { ...enquiry, reference: enquiry.publicId };
  const mails = added.map(
    (specialist): OutgoingMail => ({
      ...specialistLeadMail(details, specialist.name, publicUrl),
      to: specialist.email,
      replyTo: enquiry.customerEmail,
      kind: 'specialist_lead',
      enquiryId: enquiry.id,
    }),
  );
  yield* queueMails(on, mails, now);
}
