import { formatPence } from '@flo/contract/rules';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { queueMails } from '../mail/outbox.ts';
import { effectiveStatus, type StoredQuote } from './quote-view.ts';
import { findQuote, markQuoteAccepted } from './repository.ts';

const REFUSALS = {
  accepted: 'This quote has already been accepted',
  declined: 'This quote was declined and can no longer be accepted',
  expired: 'This quote has expired; ask the specialist for a new one',
  closed: 'You closed this enquiry, so its quotes can no longer be accepted',
} as const;

function acceptedMail(row: StoredQuote) {
  return {
    subject: `Quote accepted: ${formatPence(row.quote.amountPence)} (${row.reference})`,
    text: [
      `Hello ${row.specialistName},`,
      '',
      `${row.customerName} has accepted your quote of ${formatPence(row.quote.amountPence)} for enquiry ${row.reference}.`,
      '',
      `Quote: ${row.quote.description}`,
      ...row.quote.lineItems.map(
        (item) => `- ${item.description}: ${formatPence(item.amountPence)}`,
      ),
      '',
      'Please contact them to arrange the work:',
      `Name: ${row.customerName}`,
      ...(row.customerEmail ? [`E-mail: ${row.customerEmail}`] : []),
      ...(row.customerPhone ? [`Phone: ${row.customerPhone}`] : []),
      '',
      'Flo',
    ].join('\n'),
  };
}

/**
 * Accepts a pending quote once, marks the lead won and mails the specialist, as steps of the
 * caller's unit of work (run it through `engine.commit`); 409 `quote_accepted`,
 * `quote_declined`, `quote_expired` or `quote_closed` (the customer closed the enquiry)
 * otherwise. Both the quote's own link and the "Your enquiry" page accept through here.
 *
 * @example
 * const accepted = yield* acceptQuote(on, row, now);
 */
export function* acceptQuote(on: EngineScope, row: StoredQuote, at: Date): Steps<StoredQuote> {
  const status = row.enquiryClosedAt ? 'closed' : effectiveStatus(row.quote, at);
  const refused =
    status !== 'pending'
      ? status
      : (yield* markQuoteAccepted(on, row.quote.id, at))
        ? undefined
        : 'accepted';
  if (refused) throw new HttpError(409, `quote_${refused}`, REFUSALS[refused]);
  yield* queueMails(
    on,
    [
      {
        ...acceptedMail(row),
        to: row.specialistEmail,
        replyTo: row.customerEmail,
        kind: 'quote_accepted',
        enquiryId: row.quote.enquiryId,
      },
    ],
    at,
  );
  const accepted = yield* findQuote(on, row.quote.publicId);
  if (!accepted) throw notFound('Quote');
  return accepted;
}
