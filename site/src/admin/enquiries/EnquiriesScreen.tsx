import type { AdminEnquiryRow } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { TableSort } from '../../signed-in/index.ts';
import { SelectAllOnPage, useBulkSelection } from '../BulkSelection.tsx';
import { ListPages } from '../ListPages.tsx';
import { pageFrom } from '../moderation-queries.ts';
import { useListSort } from '../use-list-sort.ts';
import { EnquiryBulkStatus } from './EnquiryBulkStatus.tsx';
import { EnquiryDetail } from './EnquiryDetail.tsx';
import { EnquiryFilterForm } from './EnquiryFilterForm.tsx';
import { EnquiryTable } from './EnquiryTable.tsx';
import { adminEnquiriesQuery, filterSearch, filtersFrom } from './queries.ts';
import '../moderation.css';
import './enquiries.css';

/** The enquiries of one page with their tick boxes and the bulk status change. */
function EnquiryPage({
  items,
  hrefOf,
  sort,
}: {
  items: AdminEnquiryRow[];
  hrefOf: (reference: string) => string;
  sort: TableSort;
}) {
  const selection = useBulkSelection(items.map((e) => e.reference));
  return (
    <>
      <EnquiryBulkStatus selection={selection} />
      <SelectAllOnPage selection={selection} idPrefix="enquiry" />
      <EnquiryTable items={items} hrefOf={hrefOf} selection={selection} sort={sort} />
    </>
  );
}

/**
 * Every enquiry, newest first unless sorted by a column (`sort`, `order`), 25 a page, filtered by
 * the URL query (status, city, service, from, to); `?enquiry=` opens one above the table.
 */
export function EnquiriesScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const filters = filtersFrom(params);
  const page = pageFrom(params);
  const opened = params.get('enquiry');
  const sort = useListSort({
    by: 'received',
    order: 'desc',
    firstOrder: { received: 'desc', status: 'asc' },
  });
  const enquiries = useQuery(adminEnquiriesQuery(filters, page, sort.search));
  const here = (extra: Record<string, string>) =>
    `/admin/enquiries${filterSearch(filters, { ...sort.search, ...extra })}`;
  return (
    <>
      <EnquiryFilterForm key={filterSearch(filters)} filters={filters} sort={sort.search} />
      {opened ? <EnquiryDetail key={opened} reference={opened} /> : null}
      {enquiries.isPending ? <p role="status">Loading enquiries…</p> : null}
      {enquiries.isError ? (
        <div role="alert" className="form-alert">
          {'We could not load the enquiries. Check the filters, or '}
          <button type="button" className="link-button" onClick={() => enquiries.refetch()}>
            try again
          </button>
        </div>
      ) : null}
      {enquiries.data?.items.length === 0 ? <p>No enquiries match these filters.</p> : null}
      {enquiries.data && enquiries.data.items.length > 0 ? (
        <EnquiryPage
          key={`page${location.search}`}
          items={enquiries.data.items}
          hrefOf={(reference) => here({ page: String(page), enquiry: reference })}
          sort={sort.table}
        />
      ) : null}
      {enquiries.data ? (
        <ListPages
          label="Enquiry pages"
          noun="enquiries"
          totals={enquiries.data}
          hrefOf={(p) => here({ page: String(p) })}
        />
      ) : null}
    </>
  );
}
