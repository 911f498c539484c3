import { yourEnquiryPath } from '@flo/contract';
import type { DbExecutor } from '../db/client.ts';
import type { AppConfig, EnquiryFields } from '../deps.ts';
import { enqueueMails, type OutgoingMail } from '../mail/outbox.ts';
import {
  enquiryConfirmationMail,
  specialistLeadMail,
  unmatchedEnquiryMail,
} from '../mail/templates.ts';
import { operatorsEmail } from '../settings/operator-settings.ts';
import type { SpecialistContact } from './rank-specialists.ts';

/**
 * The customer's confirmation (when they gave an e-mail), naming the firms and carrying the
 * private "Your enquiry" link, and one lead per matched specialist, to its lead address with
 * the customer's address as Reply-To;
 * with nobody matched, the operators are told instead, so the enquiry is routed by hand.
 * Runs inside the enquiry's transaction.
 *
 * @example
 * queueEnquiryMails(tx, deps.config, { id, publicId, fields }, recipients, now);
 */
export function queueEnquiryMails(
  tx: DbExecutor,
  config: AppConfig,
  enquiry: {
    id: number;
    publicId: string;
    fields: EnquiryFields;
    leadProjectDetails?: string;
    /** The raw token of the private "Your enquiry" link; only its hash is stored. */
    visitorToken?: string;
  },
  recipients: SpecialistContact[],
  now: Date,
): void {
  const { publicUrl } = config;
  const details = { ...enquiry.fields, reference: enquiry.publicId };
  const leadDetails = enquiry.leadProjectDetails
    ? { ...details, projectDetails: enquiry.leadProjectDetails }
    : details;
  const { customerEmail } = enquiry.fields;
  const mails: OutgoingMail[] = [];
  if (customerEmail) {
    const yourEnquiryUrl = enquiry.visitorToken
      ? `${publicUrl}${yourEnquiryPath(enquiry.publicId, enquiry.visitorToken)}`
      : undefined;
    const names = recipients.map((firm) => firm.name);
    const mail = enquiryConfirmationMail(details, names, publicUrl, yourEnquiryUrl);
    mails.push({ ...mail, to: customerEmail, kind: 'enquiry_confirmation', enquiryId: enquiry.id });
  }
  if (recipients.length === 0) {
    const mail = unmatchedEnquiryMail(leadDetails, publicUrl);
    const to = operatorsEmail(tx, config);
    mails.push({ ...mail, to, kind: 'unmatched_enquiry', enquiryId: enquiry.id });
  }
  for (const specialist of recipients) {
    const mail = specialistLeadMail(leadDetails, specialist.name, publicUrl);
    mails.push({
      ...mail,
      to: specialist.email,
      replyTo: customerEmail,
      kind: 'specialist_lead',
      enquiryId: enquiry.id,
    });
  }
  enqueueMails(tx, mails, now);
}
