import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueuePages } from '../QueuePages.tsx';
import {
  adminSpecialistsQuery,
  capitalised,
  manageHref,
  type SpecialistFilters,
  specialistsHref,
} from './queries.ts';

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
  const { items, hasMore } = specialists.data;
  return (
    <>
      {items.length === 0 ? (
        <p>No specialists match this search.</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">Specialists by name</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">City</th>
              <th scope="col">Status</th>
              <th scope="col">Plan</th>
              <th scope="col">Managed by its business</th>
              <th scope="col">E-mail</th>
            </tr>
          </thead>
          <tbody>
            {items.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={manageHref(s.id)}>{s.name}</Link>
                </td>
                <td>{s.city}</td>
                <td>{capitalised(s.status)}</td>
                <td>{capitalised(s.tier)}</td>
                <td>{s.claimed ? 'Yes' : 'No'}</td>
                <td>{s.email}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <QueuePages
        label="Specialist pages"
        page={filters.page}
        hasMore={hasMore}
        hrefOf={(page) => specialistsHref({ ...filters, page })}
      />
    </>
  );
}
