import { formatLongDate, formatPence } from '@flo/contract';

/** Who is writing: the specialist's name and how the customer reaches it directly. */
export interface Signature {
  name: string;
  email: string;
  phone: string;
}

interface LeadMailContext {
  reference: string;
  customerName: string;
  specialist: Signature;
}

/**
 * The mail comes from Flo's address with the specialist's lead address as Reply-To, so a reply
 * reaches the specialist; the body also names it, for mail programs that ignore Reply-To.
 */
const answerTo = (specialist: Signature) => [
  `Reply to this e-mail to answer ${specialist.name}, or write to ${specialist.email}${specialist.phone ? ` or call ${specialist.phone}` : ''}.`,
];

/**
 * The plain-text mail that carries a specialist's reply to the customer.
 *
 * @example
 * const { subject, text } = leadReplyMail({ reference, customerName, specialist }, 'Hello Jo, …');
 */
export function leadReplyMail(context: LeadMailContext, message: string) {
  return {
    subject: `${context.specialist.name} replied to your flooring enquiry (${context.reference})`,
    text: [
      `Hello ${context.customerName},`,
      '',
      `${context.specialist.name} has replied to your enquiry ${context.reference}:`,
      '',
      message,
      '',
      ...answerTo(context.specialist),
      '',
      'Flo',
    ].join('\n'),
  };
}

/**
 * The plain-text mail with a quote and the link that accepts it.
 *
 * @example
 * const { subject, text } = leadQuoteMail(context, { amountPence: 120000, description, acceptUrl, validUntil });
 */
export function leadQuoteMail(
  context: LeadMailContext,
  quote: { amountPence: number; description: string; acceptUrl: string; validUntil: Date },
) {
  const amount = formatPence(quote.amountPence);
  const until = formatLongDate(quote.validUntil);
  return {
    subject: `Your quote from ${context.specialist.name}: ${amount} (${context.reference})`,
    text: [
      `Hello ${context.customerName},`,
      '',
      `${context.specialist.name} has sent you a quote of ${amount} for your enquiry ${context.reference}:`,
      '',
      quote.description,
      '',
      `To accept it, open this link by ${until}:`,
      quote.acceptUrl,
      '',
      ...answerTo(context.specialist),
      '',
      'Flo',
    ].join('\n'),
  };
}
