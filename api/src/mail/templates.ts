import {
  agreeing,
  CUSTOMER_REQUEST_LABELS,
  customerRequestOf,
  placeWithNearest,
} from '@flo/contract/rules';

/**
 * Plain-text mails. Visitor text is only ever placed in text/plain bodies (never HTML), and
 * subjects are flattened to one line so nothing a visitor types can add a header.
 */

export interface MailContent {
  subject: string;
  text: string;
}

/** What the customer told us, as stored on the enquiry row. */
export interface EnquiryDetails {
  reference: string;
  flooringType: string;
  location: string;
  postcode?: string | null;
  /** The city whose specialists it went to (or the nearest served one) and how far (ADR 025). */
  nearestCity?: string | null;
  nearestCityMiles?: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  budgetRange: string;
  urgency: string;
  projectDetails: string;
  customerMessage?: string | null;
  intent?: string | null;
  consultationPreference?: string | null;
}

/** What the customer asked for in the chat, as CUSTOMER_REQUEST_LABELS words it. */
function requestLabel(d: EnquiryDetails): string | undefined {
  const request = customerRequestOf({
    intent: d.intent ?? null,
    consultationPreference: d.consultationPreference ?? null,
  });
  return request ? CUSTOMER_REQUEST_LABELS[request] : undefined;
}

/** One line, no control characters, at most `max` characters. */
function oneLine(text: string, max = 80): string {
  const flat = text.replace(/\p{Cc}+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function detailLines(d: EnquiryDetails, withContact: boolean): string[] {
  const rows: [string, string | null | undefined][] = [
    ['Reference', d.reference],
    ['Flooring', d.flooringType],
    ['Location', placeWithNearest(d.location, d.nearestCity, d.nearestCityMiles)],
    ['Postcode', d.postcode],
    ['Budget', d.budgetRange],
    ['Timescale', d.urgency],
    ['Asked for', requestLabel(d)],
    ...(withContact
      ? ([
          ['Name', d.customerName],
          ['E-mail', d.customerEmail],
          ['Phone', d.customerPhone],
        ] as [string, string][])
      : []),
  ];
  const lines = rows.filter(([, v]) => v).map(([label, v]) => `${label}: ${v}`);
  if (d.projectDetails) lines.push('', 'Project details:', d.projectDetails);
  if (d.customerMessage) lines.push('', 'Message:', d.customerMessage);
  return lines;
}

/** To the customer, straight after their enquiry was stored. */
export function enquiryConfirmationMail(
  d: EnquiryDetails,
  firmNames: string[],
  publicUrl: string,
  yourEnquiryUrl?: string,
): MailContent {
  const next =
    firmNames.length > 0
      ? `We've passed it to ${listOfNames(firmNames)}, who typically ${agreeing(firmNames.length, 'responds', 'respond')} within 2 hours. We'll also review it and follow up within 24 hours.`
      : "We'll review it and match you with local flooring specialists within 24 hours.";
  const follow = yourEnquiryUrl
    ? [
        'Follow your enquiry, read the replies and quotes, accept a quote or close the enquiry on your private page (keep this link to yourself):',
        yourEnquiryUrl,
        '',
      ]
    : [];
  return {
    subject: "We've received your flooring enquiry",
    text: [
      `Hello ${oneLine(d.customerName)},`,
      '',
      `Thank you for your flooring enquiry. ${next}`,
      '',
      ...follow,
      'Here is what you sent us:',
      '',
      ...detailLines(d, false),
      '',
      `If anything has changed, reply to this e-mail and quote reference ${d.reference}.`,
      '',
      'Flo, your flooring assistant',
      publicUrl,
    ].join('\n'),
  };
}

/** 'A', 'A and B', 'A, B and C'. */
function listOfNames(names: string[]): string {
  const flat = names.map((name) => oneLine(name));
  return flat.length < 2 ? (flat[0] ?? '') : `${flat.slice(0, -1).join(', ')} and ${flat.at(-1)}`;
}

/**
 * What the chat and the one-box form store when nothing was said
 * (docs/product/validation.md#defaults-for-missing-values).
 */
const UNSAID = new Set(['', 'not specified', 'general enquiry']);
const said = (value: string) => (UNSAID.has(value.trim().toLowerCase()) ? null : value);

/**
 * A lead's subject that reads naturally whatever the customer left out: 'New flooring enquiry:
 * Carpet Installation in Leeds', '…: Carpet Installation', 'New flooring enquiry in Leeds' or
 * 'New flooring enquiry', never 'General enquiry in Not specified'.
 */
export function leadSubject(d: Pick<EnquiryDetails, 'flooringType' | 'location'>): string {
  const service = said(d.flooringType);
  const place = said(d.location);
  const where = place ? ` in ${place}` : '';
  const subject = service
    ? `New flooring enquiry: ${service}${where}`
    : `New flooring enquiry${where}`;
  return oneLine(subject, 120);
}

/** To each specialist an enquiry was matched with. */
export function specialistLeadMail(
  d: EnquiryDetails,
  specialistName: string,
  publicUrl: string,
): MailContent {
  return {
    subject: leadSubject(d),
    text: [
      `Hello ${specialistName},`,
      '',
      'A customer near you has asked for help with their flooring. Their details:',
      '',
      ...detailLines(d, true),
      '',
      'Customers are told that specialists typically respond within 2 hours.',
      `Your dashboard: ${publicUrl}/dashboard`,
      '',
      'Flo',
    ].join('\n'),
  };
}

/**
 * To a business that asked for a password-setup link. The link carries the one-time token;
 * `expiresAt` is when it stops working.
 */
export function businessSetupLinkMail(
  businessName: string,
  link: string,
  expiresAt: Date,
  publicUrl: string,
): MailContent {
  const until = expiresAt.toLocaleString('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });
  return {
    subject: 'Set your Flo business password',
    text: [
      `Hello ${oneLine(businessName)},`,
      '',
      'We were asked to send a link for setting the password of your Flo business account.',
      'Open this link to choose a password, then log in to your dashboard to see your enquiries:',
      '',
      link,
      '',
      `The link works once and expires on ${until} (UK time). Asking for another link replaces this one.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it was.',
      '',
      'Flo',
      publicUrl,
    ].join('\n'),
  };
}

/**
 * To the operators, when an enquiry reached no specialist (none near enough offering the
 * service, or the named one is not listed): the customer was promised an answer within 24 hours.
 */
export function unmatchedEnquiryMail(d: EnquiryDetails, publicUrl: string): MailContent {
  return {
    subject: oneLine(`Unmatched enquiry ${d.reference}: ${d.flooringType} in ${d.location}`, 120),
    text: [
      'No listed specialist could be matched to this enquiry, so nobody has received it yet.',
      'The customer was told that the Flo team will find a suitable specialist and get back to',
      'them within 24 hours.',
      '',
      ...detailLines(d, true),
      '',
      `Enquiries: ${publicUrl}/admin/enquiries`,
      '',
      'Flo',
    ].join('\n'),
  };
}
