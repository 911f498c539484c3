import type { AdminEnquiryRow } from '@flo/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { ENQUIRY_STATUS_LABELS } from './queries.ts';

/** One page of enquiries, newest first; a customer's name opens that enquiry above the table. */
export function EnquiryTable({
  items,
  hrefOf,
}: {
  items: AdminEnquiryRow[];
  hrefOf: (reference: string) => string;
}) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Enquiries, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Customer</th>
          <th scope="col">Flooring</th>
          <th scope="col">Location</th>
          <th scope="col">Status</th>
          <th scope="col">Specialists</th>
        </tr>
      </thead>
      <tbody>
        {items.map((e) => (
          <tr key={e.reference} data-reference={e.reference}>
            <td>{formatDateTime(e.createdAt)}</td>
            <td>
              <Link to={hrefOf(e.reference)}>{e.customerName}</Link>
            </td>
            <td>{e.flooringType}</td>
            <td>{e.location}</td>
            <td>{ENQUIRY_STATUS_LABELS[e.status]}</td>
            <td>{e.recipients}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
