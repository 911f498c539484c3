import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { SpecialistCard } from '../../components/SpecialistCard.tsx';
import { Pagination } from './Pagination.tsx';
import { SearchForm } from './SearchForm.tsx';
import {
  type SearchState,
  searchHeading,
  searchParamsFor,
  searchQuery,
  searchStateFrom,
} from './search-state.ts';
import './search.css';

const numberFormat = new Intl.NumberFormat('en-GB');

function firstPageLink(state: SearchState): string {
  const query = searchParamsFor({ ...state, page: 1 }).toString();
  return query ? `/search?${query}` : '/search';
}

/** /search: filters in the URL, results from `GET /api/search`, pages of 20. */
export function SearchPage() {
  const { search } = useLocation();
  const state = searchStateFrom(new URLSearchParams(search));
  const { data } = useSuspenseQuery(searchQuery(state));
  return (
    <div className="container search-page">
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Find a specialist', path: '/search' },
        ]}
      />
      <h1 className="search-page__title">{searchHeading(state)}</h1>
      <div className="search-page__layout">
        <SearchForm key={search} state={state} />
        <section aria-labelledby="search-results-title" className="search-page__results">
          <h2 id="search-results-title" className="search-page__count" aria-live="polite">
            {data.total === 1
              ? '1 specialist found'
              : `${numberFormat.format(data.total)} specialists found`}
          </h2>
          {data.results.length === 0 ? (
            <div className="search-page__empty card">
              {data.total > 0 ? (
                <p>
                  This page is past the last result.{' '}
                  <Link to={firstPageLink(state)}>Back to the first page</Link>
                </p>
              ) : (
                <p>
                  No specialists match this search. Try a nearby town, fewer filters or a different
                  spelling.
                </p>
              )}
            </div>
          ) : (
            <ul className="search-page__list">
              {data.results.map((specialist) => (
                <li key={specialist.id}>
                  <SpecialistCard specialist={specialist} />
                </li>
              ))}
            </ul>
          )}
          <Pagination state={state} total={data.total} pageSize={data.pageSize} />
        </section>
      </div>
    </div>
  );
}
