import { formatPence, type Quote } from '@flo/contract';
import type { StoredQuote } from './repository.ts';

export type { StoredQuote } from './repository.ts';

/** The status a visitor sees: a pending quote past its date reads as expired. */
export function effectiveStatus(quote: StoredQuote['quote'], now: Date): Quote['status'] {
  return quote.status === 'pending' && quote.validUntil <= now ? 'expired' : quote.status;
}

/** The quote as `GET /api/quotes/{id}` answers it. */
export function quoteView(
  row: Pick<StoredQuote, 'quote' | 'specialistName' | 'specialistSlug'>,
  now: Date,
): Quote {
  const { quote } = row;
  return {
    id: quote.publicId,
    specialistName: row.specialistName,
    specialistSlug: row.specialistSlug,
    amountPence: quote.amountPence,
    amount: formatPence(quote.amountPence),
    description: quote.description,
    items: quote.lineItems.map((item) => ({ ...item, amount: formatPence(item.amountPence) })),
    validUntil: quote.validUntil.toISOString(),
    status: effectiveStatus(quote, now),
    acceptedAt: quote.acceptedAt?.toISOString() ?? null,
  };
}
