import type { AdminSpecialistsPage } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DataColumn, DataTable, type TableSort } from '../../signed-in/index.ts';
import { RowTick, SelectAllOnPage, useBulkSelection } from '../BulkSelection.tsx';
import { ListPages } from '../ListPages.tsx';
import { useListSort } from '../use-list-sort.ts';
import {
  adminSpecialistsQuery,
  capitalised,
  manageHref,
  SPECIALIST_SORT,
  type SpecialistFilters,
  specialistsHref,
} from './queries.ts';
import { SpecialistBulkActions } from './SpecialistBulkActions.tsx';

type Specialist = AdminSpecialistsPage['items'][number];

const SPECIALIST_COLUMNS: readonly DataColumn<Specialist>[] = [
  { header: 'Name', sortKey: 'name', cell: (s) => <Link to={manageHref(s.id)}>{s.name}</Link> },
  { header: 'City', cell: (s) => s.city },
  { header: 'Status', cell: (s) => capitalised(s.status) },
  { header: 'Plan', cell: (s) => capitalised(s.tier) },
  { header: 'Managed by its business', cell: (s) => (s.claimed ? 'Yes' : 'No') },
  { header: 'E-mail', cell: (s) => s.email },
  // Listing numbers are given in the order listings are added, so they sort by when.
  { header: 'Listing no.', sortKey: 'added', cell: (s) => s.id },
];

/** The listings of one page with their tick boxes and the bulk actions. */
function SpecialistPage({ items, sort }: { items: Specialist[]; sort: TableSort }) {
  const selection = useBulkSelection(items.map((s) => s.id));
  const columns: DataColumn<Specialist>[] = [
    {
      header: 'Select',
      hideHeader: true,
      cell: (s) => <RowTick selection={selection} id={s.id} label={`Select ${s.name}`} />,
    },
    ...SPECIALIST_COLUMNS,
  ];
  return (
    <>
      <SpecialistBulkActions selection={selection} />
      <SelectAllOnPage selection={selection} idPrefix="specialist" />
      <DataTable
        caption="Specialists"
        hideCaption
        sort={sort}
        columns={columns}
        rows={items}
        rowKey={(s) => s.id}
      />
    </>
  );
}

/**
 * One page of listings (25, by name unless sorted by when added) for the filters, each linking
 * to its manage screen.
 */
export function SpecialistTable({ filters }: { filters: SpecialistFilters }) {
  const sort = useListSort<'name' | 'added'>(SPECIALIST_SORT);
  const specialists = useQuery(adminSpecialistsQuery(filters, sort.search));
  if (specialists.isPending) return <p role="status">Loading specialists…</p>;
  if (specialists.isError)
    return (
      <div role="alert" className="form-alert">
        {'We could not load the specialists. '}
        <button type="button" className="link-button" onClick={() => specialists.refetch()}>
          Try again
        </button>
      </div>
    );
  const { items } = specialists.data;
  return (
    <>
      {items.length === 0 ? (
        <p>No specialists match this search.</p>
      ) : (
        <SpecialistPage key={specialistsHref(filters)} items={items} sort={sort.table} />
      )}
      <ListPages
        label="Specialist pages"
        noun="specialists"
        totals={specialists.data}
        hrefOf={(page) => specialistsHref({ ...filters, page }, sort.search)}
      />
    </>
  );
}
