import type { BusinessEnquiriesPage, BusinessEnquiry, LeadStatus } from '@flo/contract';
import { CUSTOMER_REQUEST_LABELS, placeWithNearest } from '@flo/contract/rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { apiQuery } from '../../data/query-client.ts';
import { LoadFailure } from '../../signed-in/index.ts';
import { LEAD_STATUS_LABELS, leadStatusFrom } from '../lead-status.ts';
import { pageFrom } from '../queries.ts';

/** Enquiries on one page of the dashboard. */
export const ENQUIRIES_PAGE_SIZE = 10;

const enquiriesQuery = (page: number, status: LeadStatus | null) =>
  apiQuery<BusinessEnquiriesPage>('/api/business/enquiries', {
    page,
    pageSize: ENQUIRIES_PAGE_SIZE,
    ...(status ? { status } : {}),
  });

/** `/dashboard` with the filter and page in its query string. */
const inboxPath = (status: LeadStatus | null, page = 1) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/dashboard?${query}` : '/dashboard';
};

function EnquiryCard({ enquiry }: { enquiry: BusinessEnquiry }) {
  const rows: [string, string | null][] = [
    ['Asked for', enquiry.request && CUSTOMER_REQUEST_LABELS[enquiry.request]],
    ['Location', placeWithNearest(enquiry.location, enquiry.nearestCity, enquiry.nearestCityMiles)],
    ['Postcode', enquiry.postcode],
    ['Budget', enquiry.budgetRange],
    ['Timescale', enquiry.urgency],
    ['Reference', enquiry.reference],
  ];
  return (
    <article className="card business-enquiry" aria-labelledby={`enquiry-${enquiry.reference}`}>
      <h3 id={`enquiry-${enquiry.reference}`}>
        <Link to={`/dashboard/enquiries/${enquiry.reference}`}>
          {`${enquiry.service}: ${enquiry.customerName}`}
        </Link>
      </h3>
      <p className="muted">
        <span className={`chip lead-status lead-status--${enquiry.status}`}>
          {LEAD_STATUS_LABELS[enquiry.status]}
        </span>{' '}
        {enquiry.closedAt ? (
          <>
            <span className="chip">Closed by the customer</span>{' '}
          </>
        ) : null}
        Received {formatDateTime(enquiry.createdAt)}
      </p>
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
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
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

/** All, New, Contacted…: links, so a filtered inbox is a URL the browser can go back to. */
function StatusFilter({ current }: { current: LeadStatus | null }) {
  const choices: [LeadStatus | null, string][] = [
    [null, 'All'],
    ...Object.entries(LEAD_STATUS_LABELS).map(
      ([status, label]) => [status as LeadStatus, label] as [LeadStatus, string],
    ),
  ];
  return (
    <nav aria-label="Show leads by status" className="business-filter">
      <ul>
        {choices.map(([status, label]) => (
          <li key={label}>
            <Link
              to={inboxPath(status)}
              className="chip"
              aria-current={status === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EnquiryPagination({
  page,
  pages,
  status,
}: {
  page: number;
  pages: number;
  status: LeadStatus | null;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="business-pagination" aria-label="Enquiry pages">
      {page > 1 ? (
        <Link className="button button--secondary" to={inboxPath(status, page - 1)} rel="prev">
          Newer
        </Link>
      ) : null}
      <span className="muted">{`Page ${Math.min(page, pages)} of ${pages}`}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={inboxPath(status, page + 1)} rel="next">
          Older
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * The lead inbox from `GET /api/business/enquiries`: newest first, each with this business's
 * status and a link to the lead page; `?status=` and `?page=` in the URL.
 */
export function EnquiryList() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const status = leadStatusFrom(params.get('status'));
  const { data, isPending, isError, refetch } = useQuery(enquiriesQuery(page, status));

  let body: React.ReactNode;
  if (isPending) body = <p role="status">Loading your enquiries…</p>;
  else if (isError) body = <LoadFailure what="your enquiries" retry={() => refetch()} />;
  else if (data.total === 0) {
    body = status ? (
      <p>{`No leads are marked ${LEAD_STATUS_LABELS[status].toLowerCase()}.`}</p>
    ) : (
      <p>No enquiries yet. When a customer sends you one, it appears here and in your inbox.</p>
    );
  } else {
    body = (
      <>
        <p className="muted">{`${data.total} ${data.total === 1 ? 'enquiry' : 'enquiries'}${status ? ` marked ${LEAD_STATUS_LABELS[status].toLowerCase()}` : ' in all'}, newest first.`}</p>
        <ol className="business-enquiries">
          {data.enquiries.map((enquiry) => (
            <li key={enquiry.reference}>
              <EnquiryCard enquiry={enquiry} />
            </li>
          ))}
        </ol>
        <EnquiryPagination
          page={page}
          pages={Math.ceil(data.total / ENQUIRIES_PAGE_SIZE)}
          status={status}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="enquiries-title" className="business-section">
      <h2 id="enquiries-title">Your enquiries</h2>
      <StatusFilter current={status} />
      {body}
    </section>
  );
}
