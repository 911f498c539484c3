import { type AuditActor, recordAudit } from '../../audit/record.ts';
import { enquiryRoutingSnapshot } from '../../audit/snapshots.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { specialistLeadMail } from '../../mail/templates.ts';
import {
  activeSpecialists,
  findEnquiry,
  recipientsOf,
  replaceRecipients,
  setEnquiryStatus,
} from './repository.ts';

/**
 * Routes an enquiry by hand to up to 3 active specialists, in one transaction: specialists
 * kept keep their lead and its status, those dropped lose it, and each new one gets the usual
 * lead mail. The enquiry becomes 'matched'. An inactive or unknown id is a 400, changing nothing.
 * The new routing is recorded in the audit log as `actor`'s.
 *
 * @example
 * reassignEnquiry(deps, 'enq_…', [12, 40], new Date(), adminActor(admin));
 */
export function reassignEnquiry(
  deps: AppDeps,
  reference: string,
  ids: number[],
  now: Date,
  actor: AuditActor,
): void {
  const wanted = [...new Set(ids)];
  deps.db.transaction((tx) => {
    const enquiry = findEnquiry(tx, reference);
    if (!enquiry) throw notFound('Enquiry');
    const chosen = activeSpecialists(tx, wanted);
    if (chosen.length !== wanted.length) {
      throw new HttpError(400, 'validation_failed', 'Choose active specialists only', {
        specialistIds: ['Every specialist must exist and be active'],
      });
    }
    const before = enquiryRoutingSnapshot(tx, enquiry.id);
    const current = new Set(recipientsOf(tx, enquiry.id).map((r) => r.specialistId));
    const added = chosen.filter((s) => !current.has(s.id));
    replaceRecipients(
      tx,
      enquiry.id,
      wanted.filter((id) => current.has(id)),
      added.map((s) => s.id),
      now,
    );
    setEnquiryStatus(tx, enquiry.id, 'matched');
    recordAudit(tx, actor, now, {
      entityKind: 'enquiry',
      entityId: enquiry.publicId,
      action: 'enquiry.route',
      before,
      after: enquiryRoutingSnapshot(tx, enquiry.id),
    });
    const details = { ...enquiry, reference: enquiry.publicId };
    for (const specialist of added) {
      const mail = specialistLeadMail(details, specialist.name, deps.config.publicUrl);
      enqueueMail(
        tx,
        {
          ...mail,
          to: specialist.email,
          replyTo: enquiry.customerEmail,
          kind: 'specialist_lead',
          enquiryId: enquiry.id,
        },
        now,
      );
    }
  });
}
