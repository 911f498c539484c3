import type { AdminEnquiryRow } from '@flo/contract';
import { placeWithNearest } from '@flo/contract/rules';
import { Link } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { DataTable } from '../../signed-in/index.ts';
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
    <DataTable
      caption="Enquiries, newest first"
      hideCaption
      columns={[
        { header: 'Received', cell: (e) => formatDateTime(e.createdAt) },
        { header: 'Customer', cell: (e) => <Link to={hrefOf(e.reference)}>{e.customerName}</Link> },
        { header: 'Flooring', cell: (e) => e.flooringType },
        {
          header: 'Location',
          cell: (e) => placeWithNearest(e.location, e.nearestCity, e.nearestCityMiles),
        },
        { header: 'Status', cell: (e) => ENQUIRY_STATUS_LABELS[e.status] },
        { header: 'Specialists', cell: (e) => e.recipients },
      ]}
      rows={items}
      rowKey={(e) => e.reference}
      rowAttributes={(e) => ({ 'data-reference': e.reference })}
    />
  );
}
