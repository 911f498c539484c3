import { yourEnquiryPath } from '@flo/contract';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppConfig, EnquiryFields } from '../deps.ts';
import { type OutgoingMail, queueMails } from '../mail/outbox.ts';
import {
  enquiryConfirmationMail,
  specialistLeadMail,
  unmatchedEnquiryMail,
} from '../mail/templates.ts';
import { operatorsEmailOf } from '../settings/operator-settings.ts';
import type { SpecialistContact } from './rank-specialists.ts';

/** The enquiry the mails are about. */
export interface MailedEnquiry {
  id: number;
  publicId: string;
  fields: EnquiryFields;
  leadProjectDetails?: string;
  /** The raw token of the private "Your enquiry" link; only its hash is stored. */
  visitorToken?: string;
}

/**
 * The customer's confirmation (when they gave an e-mail), naming the firms and carrying the
 * private "Your enquiry" link, and one lead per matched specialist, to its lead address with
 * the customer's address as Reply-To; with nobody matched, the operators (`operatorsEmail`) are
 * told instead, so the enquiry is routed by hand.
 */
function enquiryMails(
  config: AppConfig,
  enquiry: MailedEnquiry,
  recipients: SpecialistContact[],
  operatorsEmail: string,
): OutgoingMail[] {
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
    mails.push({ ...mail, to: operatorsEmail, kind: 'unmatched_enquiry', enquiryId: enquiry.id });
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
  return mails;
}

/**
 * Queues an enquiry's mails (`enquiryMails`) as a step of its unit of work, so they commit
 * with it; the operators' address is read only when nobody was matched.
 *
 * @example
 * yield* queueEnquiryMails(on, config, { id, publicId, fields }, recipients, now);
 */
export function* queueEnquiryMails(
  on: EngineScope,
  config: AppConfig,
  enquiry: MailedEnquiry,
  recipients: SpecialistContact[],
  now: Date,
): Steps<void> {
  const operators = recipients.length === 0 ? yield* operatorsEmailOf(on, config) : '';
  yield* queueMails(on, enquiryMails(config, enquiry, recipients, operators), now);
}
