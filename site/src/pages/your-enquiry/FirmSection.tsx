import type { YourEnquiryFirm } from '@flo/contract';
import { formatLongDate, formatRating, formatResponseTime } from '@flo/contract/rules';
import { Link } from 'react-router';

interface FirmSectionProps {
  firm: YourEnquiryFirm;
  /** Quotes can be accepted only while the enquiry is open and the page's script runs. */
  canAccept: boolean;
  accepting: string | null;
  onAccept: (quoteId: string) => void;
}

/** One firm the enquiry went to: its rating, response time, replies and quotes. */
export function FirmSection({ firm, canAccept, accepting, onAccept }: FirmSectionProps) {
  const rating = formatRating(firm.averageRating);
  const figures = firm.responseFigures;
  const headingId = `firm-${firm.slug}`;
  return (
    <section className="your-enquiry__firm card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/specialist/${firm.slug}`}>{firm.name}</Link>
      </h2>
      <p className="muted">
        {rating === 'New' ? 'New to reviews' : `★ ${rating}`}
        {` · ${firm.reviewCount} review${firm.reviewCount === 1 ? '' : 's'}`}
        {figures?.medianFirstResponseMinutes != null
          ? ` · typically replies in ${formatResponseTime(figures.medianFirstResponseMinutes)}`
          : ''}
      </p>
      {firm.replies.length === 0 && firm.quotes.length === 0 ? (
        <p>No reply through Flo yet. They may phone you instead.</p>
      ) : null}
      {firm.replies.length > 0 ? (
        <ol className="your-enquiry__replies" aria-label={`Replies from ${firm.name}`}>
          {firm.replies.map((reply) => (
            <li key={reply.createdAt}>
              <p className="muted">{formatLongDate(reply.createdAt)}</p>
              <p className="your-enquiry__message">{reply.message}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {firm.quotes.map((quote) => (
        <div key={quote.id} className="your-enquiry__quote">
          <h3>{`Quote: ${quote.amount}`}</h3>
          <p>{quote.description}</p>
          <p className="muted">
            {quote.status === 'pending'
              ? `Valid until ${formatLongDate(quote.validUntil)}.`
              : quote.status === 'accepted'
                ? `Accepted${quote.acceptedAt ? ` on ${formatLongDate(quote.acceptedAt)}` : ''}: ${firm.name} will contact you to arrange the work.`
                : quote.status === 'expired'
                  ? `Expired on ${formatLongDate(quote.validUntil)}.`
                  : 'Declined.'}
          </p>
          {quote.status === 'pending' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={!canAccept || accepting !== null}
              onClick={() => onAccept(quote.id)}
            >
              {accepting === quote.id ? 'Accepting…' : `Accept quote for ${quote.amount}`}
            </button>
          ) : null}
        </div>
      ))}
    </section>
  );
}
