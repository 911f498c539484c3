import type { AdminEnquiryDetail } from '@flo/contract';
import { placeWithNearest } from '@flo/contract/rules';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { EnquiryStatusForm } from './EnquiryStatusForm.tsx';
import { adminEnquiryQuery, ENQUIRY_STATUS_LABELS } from './queries.ts';
import { ReassignForm } from './ReassignForm.tsx';

function Facts({ e }: { e: AdminEnquiryDetail }) {
  const rows: [string, string | null][] = [
    ['Reference', e.reference],
    ['Received', formatDateTime(e.createdAt)],
    ['Status', ENQUIRY_STATUS_LABELS[e.status]],
    ['Customer', e.customerName],
    ['E-mail', e.customerEmail],
    ['Phone', e.customerPhone],
    ['Location', placeWithNearest(e.location, e.nearestCity, e.nearestCityMiles)],
    ['Postcode', e.postcode],
    ['Flooring', e.flooringType],
    ['Budget', e.budgetRange],
    ['Timescale', e.urgency],
    ['Sent from', e.chatbotSource],
  ];
  return (
    <dl className="admin-facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

/** One enquiry in full: what the customer said, who received it, its mails, and the actions. */
export function EnquiryDetail({ reference }: { reference: string }) {
  const enquiry = useQuery(adminEnquiryQuery(reference));
  if (enquiry.isPending) return <p role="status">Opening the enquiry…</p>;
  if (enquiry.isError) {
    return (
      <p role="alert" className="form-alert">
        That enquiry could not be opened.
      </p>
    );
  }
  const e = enquiry.data;
  return (
    <article className="card admin-item" aria-label={`Enquiry from ${e.customerName}`}>
      <h2 className="admin-item__title">{`${e.flooringType} in ${e.location}`}</h2>
      <Facts e={e} />
      {e.projectDetails ? <p className="admin-item__text">{e.projectDetails}</p> : null}
      {e.customerMessage ? <p className="admin-item__text">{e.customerMessage}</p> : null}
      <h3>Specialists who received it</h3>
      {e.recipientsDetail.length === 0 ? <p>Nobody yet.</p> : null}
      <ul>
        {e.recipientsDetail.map((r) => (
          <li key={r.specialistId}>
            <Link to={`/specialist/${r.slug}`}>{r.name}</Link>
            {` · lead ${r.status}`}
          </li>
        ))}
      </ul>
      <h3>Mails</h3>
      <ul>
        {e.mails.map((m) => (
          <li
            key={`${m.kind} ${m.to} ${m.createdAt}`}
          >{`${m.kind.replace(/_/g, ' ')} to ${m.to}: ${m.status}`}</li>
        ))}
      </ul>
      <EnquiryStatusForm enquiry={e} />
      <ReassignForm key={e.recipientsDetail.map((r) => r.specialistId).join()} enquiry={e} />
    </article>
  );
}
