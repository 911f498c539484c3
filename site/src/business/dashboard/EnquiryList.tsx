import type { BusinessEnquiriesPage, BusinessEnquiry } from '@flo/api/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { apiQuery } from '../../data/query-client.ts';

/** Enquiries on one page of the dashboard. */
export const ENQUIRIES_PAGE_SIZE = 10;

const enquiriesQuery = (page: number) =>
  apiQuery<BusinessEnquiriesPage>('/api/business/enquiries', {
    page,
    pageSize: ENQUIRIES_PAGE_SIZE,
  });

const received = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function EnquiryCard({ enquiry }: { enquiry: BusinessEnquiry }) {
  const rows: [string, string | null][] = [
    ['Location', [enquiry.location, enquiry.postcode].filter(Boolean).join(', ')],
    ['Budget', enquiry.budgetRange],
    ['Timescale', enquiry.urgency],
    ['Reference', enquiry.reference],
  ];
  return (
    <article className="card business-enquiry" aria-labelledby={`enquiry-${enquiry.reference}`}>
      <h3 id={`enquiry-${enquiry.reference}`}>{`${enquiry.service}: ${enquiry.customerName}`}</h3>
      <p className="muted">Received {received(enquiry.createdAt)}</p>
      <dl className="business-enquiry__details">
        {enquiry.customerEmail ? (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${enquiry.customerEmail}`}>{enquiry.customerEmail}</a>
            </dd>
          </div>
        ) : null}
        {enquiry.customerPhone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${enquiry.customerPhone.replace(/\s+/g, '')}`}>
                {enquiry.customerPhone}
              </a>
            </dd>
          </div>
        ) : null}
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {enquiry.projectDetails ? (
        <p className="business-enquiry__text">{enquiry.projectDetails}</p>
      ) : null}
      {enquiry.message ? <p className="business-enquiry__text">{enquiry.message}</p> : null}
    </article>
  );
}

function EnquiryPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav className="business-pagination" aria-label="Enquiry pages">
      {page > 1 ? (
        <Link className="button button--secondary" to={`/dashboard?page=${page - 1}`} rel="prev">
          Newer
        </Link>
      ) : null}
      <span className="muted">{`Page ${Math.min(page, pages)} of ${pages}`}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={`/dashboard?page=${page + 1}`} rel="next">
          Older
        </Link>
      ) : null}
    </nav>
  );
}

/** The business's enquiries from `GET /api/business/enquiries`, newest first, `?page=` in the URL. */
export function EnquiryList() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const { data, isPending, isError, refetch } = useQuery(enquiriesQuery(page));

  let body: React.ReactNode;
  if (isPending) body = <p role="status">Loading your enquiries…</p>;
  else if (isError) {
    body = (
      <div role="alert" className="form-alert">
        We could not load your enquiries.{' '}
        <button type="button" className="link-button" onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (data.total === 0) {
    body = (
      <p>No enquiries yet. When a customer sends you one, it appears here and in your inbox.</p>
    );
  } else {
    body = (
      <>
        <p className="muted">{`${data.total} ${data.total === 1 ? 'enquiry' : 'enquiries'} in all, newest first.`}</p>
        <ol className="business-enquiries">
          {data.enquiries.map((enquiry) => (
            <li key={enquiry.reference}>
              <EnquiryCard enquiry={enquiry} />
            </li>
          ))}
        </ol>
        <EnquiryPagination page={page} pages={Math.ceil(data.total / ENQUIRIES_PAGE_SIZE)} />
      </>
    );
  }
  return (
    <section aria-labelledby="enquiries-title" className="business-section">
      <h2 id="enquiries-title">Your enquiries</h2>
      {body}
    </section>
  );
}
