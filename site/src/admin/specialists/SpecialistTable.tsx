import type { AdminSpecialistsPage } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../signed-in/index.ts';
import { ListPages } from '../ListPages.tsx';
import {
  adminSpecialistsQuery,
  capitalised,
  manageHref,
  type SpecialistFilters,
  specialistsHref,
} from './queries.ts';

type Specialist = AdminSpecialistsPage['items'][number];

const SPECIALIST_COLUMNS: readonly DataColumn<Specialist>[] = [
  { header: 'Name', cell: (s) => <Link to={manageHref(s.id)}>{s.name}</Link> },
  { header: 'City', cell: (s) => s.city },
  { header: 'Status', cell: (s) => capitalised(s.status) },
  { header: 'Plan', cell: (s) => capitalised(s.tier) },
  { header: 'Managed by its business', cell: (s) => (s.claimed ? 'Yes' : 'No') },
  { header: 'E-mail', cell: (s) => s.email },
];

/** One page of listings (25, by name) for the filters, each linking to its manage screen. */
export function SpecialistTable({ filters }: { filters: SpecialistFilters }) {
  const specialists = useQuery(adminSpecialistsQuery(filters));
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
      <DataTable
        caption="Specialists by name"
        hideCaption
        columns={SPECIALIST_COLUMNS}
        rows={items}
        rowKey={(s) => s.id}
        empty={<p>No specialists match this search.</p>}
      />
      <ListPages
        label="Specialist pages"
        noun="specialists"
        totals={specialists.data}
        hrefOf={(page) => specialistsHref({ ...filters, page })}
      />
    </>
  );
}
