import type { AdminEnquiryDetail } from '@flo/contract';
import { type AuditActor, audited } from '../../audit/record.ts';
import { enquiryRoutingFields } from '../../audit/snapshots.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import { notFound } from '../../http/errors.ts';
import {
  type EnquiryListRow,
  findEnquiry,
  mailsOf,
  recipientsOf,
  setEnquiryStatus,
} from './repository.ts';

const iso = (at: Date) => at.toISOString();

/** One enquiry as the console shows it, with its recipients and mails. */
export function* detailOf(on: EngineScope, reference: string): Steps<AdminEnquiryDetail> {
  const e = yield* findEnquiry(on, reference);
  if (!e) throw notFound('Enquiry');
  const recipients = yield* recipientsOf(on, e.id);
  const mails = yield* mailsOf(on, e.id);
  return {
    reference: e.publicId,
    createdAt: iso(e.createdAt),
    status: e.status,
    kind: e.kind,
    customerName: e.customerName,
    location: e.location,
    nearestCity: e.nearestCity,
    nearestCityMiles: e.nearestCityMiles,
    flooringType: e.flooringType,
    recipients: recipients.length,
    customerEmail: e.customerEmail,
    customerPhone: e.customerPhone,
    postcode: e.postcode,
    budgetRange: e.budgetRange,
    urgency: e.urgency,
    projectDetails: e.projectDetails,
    customerMessage: e.customerMessage,
    chatbotSource: e.chatbotSource,
    recipientsDetail: recipients.map(({ email: _, ...r }) => r),
    mails: mails.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
  };
}

/** Gives an enquiry a status, with the audit entry of its routing before and after. */
export function* changeStatus(
  on: EngineScope,
  reference: string,
  status: EnquiryListRow['status'],
  actor: AuditActor,
  at: Date,
): Steps<void> {
  const e = yield* findEnquiry(on, reference);
  if (!e) throw notFound('Enquiry');
  const change = {
    entityKind: 'enquiry',
    entityId: reference,
    action: 'enquiry.status',
    read: (on: EngineScope) => enquiryRoutingFields(on, e.id),
  } as const;
  yield* audited(on, actor, at, change, (on) => setEnquiryStatus(on, e.id, status));
}
