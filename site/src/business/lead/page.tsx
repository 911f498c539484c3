import type { BusinessLeadDetail } from '@flo/contract';
import { CUSTOMER_REQUEST_LABELS, placeWithNearest } from '@flo/contract/rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { definePage } from '../../app/page.ts';
import { formatDateTime } from '../../content/dates.ts';
import { ApiRequestError } from '../../data/api-request.ts';
import { LoadFailure } from '../../signed-in/index.ts';
import { BusinessPage } from '../BusinessPage.tsx';
import { LEAD_STATUS_LABELS } from '../lead-status.ts';
import { businessPageMeta } from '../meta.ts';
import { leadQuery } from '../queries.ts';
import { QuoteForm, ReplyForm, StatusForm } from './LeadForms.tsx';
import { LeadHistory } from './LeadHistory.tsx';
import { ReviewRequest } from './ReviewRequest.tsx';

function LeadDetails({ lead }: { lead: BusinessLeadDetail }) {
  const rows: [string, string | null][] = [
    ['Status', LEAD_STATUS_LABELS[lead.status]],
    ['Asked for', lead.request && CUSTOMER_REQUEST_LABELS[lead.request]],
    ['Received', formatDateTime(lead.createdAt)],
    ['Service', lead.service],
    ['Location', placeWithNearest(lead.location, lead.nearestCity, lead.nearestCityMiles)],
    ['Postcode', lead.postcode],
    ['Budget', lead.budgetRange],
    ['Timescale', lead.urgency],
    ['Reference', lead.reference],
  ];
  return (
    <section className="card business-enquiry" aria-labelledby="lead-title">
      <h2 id="lead-title">{lead.customerName}</h2>
      <dl className="business-enquiry__details">
        {lead.customerEmail ? (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${lead.customerEmail}`}>{lead.customerEmail}</a>
            </dd>
          </div>
        ) : null}
        {lead.customerPhone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${lead.customerPhone.replace(/\s+/g, '')}`}>{lead.customerPhone}</a>
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
      {lead.projectDetails ? <p className="business-enquiry__text">{lead.projectDetails}</p> : null}
      {lead.message ? <p className="business-enquiry__text">{lead.message}</p> : null}
    </section>
  );
}

function Lead({ reference }: { reference: string }) {
  const { data: lead, isPending, isError, error, refetch } = useQuery(leadQuery(reference));
  if (isPending) return <p role="status">Loading the enquiry…</p>;
  if (isError) {
    // Malformed (400), another business's (403) or no such enquiry (404): all not yours to open.
    const missing = error instanceof ApiRequestError && [400, 403, 404].includes(error.status);
    return missing ? (
      <p role="alert" className="form-alert">
        We could not find this enquiry among yours. <Link to="/dashboard">Back to your leads</Link>
      </p>
    ) : (
      <LoadFailure what="this enquiry" retry={() => refetch()} />
    );
  }
  return (
    <>
      <p>
        <Link to="/dashboard">Back to your leads</Link>
      </p>
      <LeadDetails lead={lead} />
      <StatusForm lead={lead} />
      {lead.closedAt ? (
        <>
          <p className="business-notice" role="status">
            {`${lead.customerName} closed this enquiry on ${formatDateTime(lead.closedAt)}: they no longer want replies or quotes for it.`}
          </p>
          <LeadHistory lead={lead} />
        </>
      ) : lead.customerEmail ? (
        <>
          <ReplyForm lead={lead} />
          <QuoteForm lead={lead} />
          <LeadHistory lead={lead} />
          <ReviewRequest lead={lead} />
        </>
      ) : (
        <>
          <p className="business-notice">
            {`${lead.customerName} left no e-mail address, so replies and quotes cannot be e-mailed. ${lead.customerPhone ? `Call them on ${lead.customerPhone}.` : ''}`}
          </p>
          <LeadHistory lead={lead} />
        </>
      )}
    </>
  );
}

/** /dashboard/enquiries/{reference}: one lead, its status, replies, quotes and review link. */
function LeadPage() {
  const { reference = '' } = useParams();
  return <BusinessPage title="Enquiry">{() => <Lead reference={reference} />}</BusinessPage>;
}

export default definePage({
  meta: ({ params }) =>
    businessPageMeta(
      'Enquiry',
      `/dashboard/enquiries/${params.reference ?? ''}`,
      'One enquiry in your Flo business dashboard: reply, quote and track it.',
    ),
  Component: LeadPage,
});
