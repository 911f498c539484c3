import type { AdminEnquiryRow } from '@flo/contract';
import { placeWithNearest } from '@flo/contract/rules';
import { Link } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { DataTable, type TableSort } from '../../signed-in/index.ts';
import { type BulkSelection, RowTick } from '../BulkSelection.tsx';
import { ENQUIRY_STATUS_LABELS } from './queries.ts';

/**
 * One page of enquiries in the list's order, each with its tick box for bulk changes; a
 * customer's name opens that enquiry above the table. Received and Status sort the list.
 */
export function EnquiryTable({
  items,
  hrefOf,
  selection,
  sort,
}: {
  items: AdminEnquiryRow[];
  hrefOf: (reference: string) => string;
  selection: BulkSelection<string>;
  sort: TableSort;
}) {
  return (
    <DataTable
      caption="Enquiries"
      hideCaption
      sort={sort}
      columns={[
        {
          header: 'Select',
          hideHeader: true,
          cell: (e) => (
            <RowTick
              selection={selection}
              id={e.reference}
              label={`Select the enquiry from ${e.customerName}, ${formatDateTime(e.createdAt)}`}
            />
          ),
        },
        { header: 'Received', sortKey: 'received', cell: (e) => formatDateTime(e.createdAt) },
        { header: 'Customer', cell: (e) => <Link to={hrefOf(e.reference)}>{e.customerName}</Link> },
        { header: 'Flooring', cell: (e) => e.flooringType },
        {
          header: 'Location',
          cell: (e) => placeWithNearest(e.location, e.nearestCity, e.nearestCityMiles),
        },
        { header: 'Status', sortKey: 'status', cell: (e) => ENQUIRY_STATUS_LABELS[e.status] },
        { header: 'Specialists', cell: (e) => e.recipients },
      ]}
      rows={items}
      rowKey={(e) => e.reference}
      rowAttributes={(e) => ({ 'data-reference': e.reference })}
    />
  );
}
