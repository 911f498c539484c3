import type { Quote } from '@flo/contract';
import { formatLongDate } from '@flo/contract/rules';

/** What a quote that can no longer be accepted says, and what to do instead. */
export function QuoteStatus({ quote, justAccepted }: { quote: Quote; justAccepted: boolean }) {
  if (quote.status === 'accepted') {
    return (
      <div className="quote-status quote-status--accepted card" role="status">
        <h2>{justAccepted ? 'Quote accepted' : 'This quote has already been accepted'}</h2>
        <p>
          {quote.acceptedAt ? `Accepted on ${formatLongDate(quote.acceptedAt)}. ` : ''}
          {`${quote.specialistName} has been told and will contact you to arrange the work.`}
        </p>
      </div>
    );
  }
  if (quote.status === 'expired') {
    return (
      <div className="quote-status card" role="status">
        <h2>This quote has expired</h2>
        <p>
          {`It was valid until ${formatLongDate(quote.validUntil)}. Prices can change, so ask ${quote.specialistName} for a new quote.`}
        </p>
      </div>
    );
  }
  return (
    <div className="quote-status card" role="status">
      <h2>This quote was declined</h2>
      <p>{`It can no longer be accepted. Contact ${quote.specialistName} if you have changed your mind.`}</p>
    </div>
  );
}
