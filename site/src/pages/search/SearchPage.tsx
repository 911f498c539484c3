import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SpecialistCard } from '../../components/SpecialistCard.tsx';
import { NoResultsHelp } from './NoResultsHelp.tsx';
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

function pageLink(state: SearchState, page: number): string {
  const query = searchParamsFor({ ...state, page }).toString();
  return query ? `/search?${query}` : '/search';
}

/** '24 specialists found'; a search whose text matched more than the API ranks says '1,000+'. */
function countHeading(total: number, capped: boolean): string {
  if (capped) return `${numberFormat.format(total)}+ specialists found`;
  return total === 1 ? '1 specialist found' : `${numberFormat.format(total)} specialists found`;
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
            {countHeading(data.total, data.totalCapped)}
          </h2>
          {data.results.length === 0 ? (
            <div className="search-page__empty card">
              {data.total > 0 ? (
                <p>
                  This page is past the last result.{' '}
                  <Link to={pageLink(state, 1)}>Back to the first page</Link>
                </p>
              ) : (
                <>
                  <p>
                    No specialists match this search. Try a nearby town, fewer filters or a
                    different spelling.
                  </p>
                  {state.location ? <NoResultsHelp state={state} /> : null}
                </>
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
          {data.totalCapped ? (
            <p className="muted">
              Only the first 1,000 matches are ranked: add a place or a service to narrow the
              search.
            </p>
          ) : null}
          <Pagination
            label="Search results pages"
            page={state.page}
            pages={Math.ceil(data.total / data.pageSize)}
            hrefFor={(page) => pageLink(state, page)}
          />
        </section>
      </div>
    </div>
  );
}
