import type { BusinessLeadDetail } from '@flo/contract';
import { formatDateTime } from '../../content/dates.ts';

const QUOTE_STATUS: Record<BusinessLeadDetail['quotes'][number]['status'], string> = {
  pending: 'Waiting for the customer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** The replies and quotes this business sent for the lead. */
export function LeadHistory({ lead }: { lead: BusinessLeadDetail }) {
  if (lead.replies.length === 0 && lead.quotes.length === 0) return null;
  return (
    <section aria-labelledby="history-title" className="business-section">
      <h2 id="history-title">What you have sent</h2>
      {lead.quotes.length > 0 ? (
        <>
          <h3>Quotes</h3>
          <ul className="business-history">
            {lead.quotes.map((quote) => (
              <li key={quote.id} className="card business-history__item">
                <p>
                  <strong>{quote.amount}</strong>
                  {` · ${QUOTE_STATUS[quote.status]}`}
                  {quote.acceptedAt ? ` on ${formatDateTime(quote.acceptedAt)}` : ''}
                </p>
                <p className="business-enquiry__text">{quote.description}</p>
                <p className="muted">{`Sent ${formatDateTime(quote.createdAt)}`}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {lead.replies.length > 0 ? (
        <>
          <h3>Replies</h3>
          <ul className="business-history">
            {lead.replies.map((reply) => (
              <li key={reply.id} className="card business-history__item">
                <p className="business-enquiry__text">{reply.message}</p>
                <p className="muted">{`Sent ${formatDateTime(reply.createdAt)}`}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
