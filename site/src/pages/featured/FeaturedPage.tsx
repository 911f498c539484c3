import type { SearchResults } from '@flo/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { SpecialistCard } from '../../components/SpecialistCard.tsx';
import { apiQuery } from '../../data/query-client.ts';
import { SimpleForm } from '../../features/simple-form/index.ts';
import { pageNumberFrom } from '../specialist-profile/queries.ts';
import './featured.css';

export const featuredQuery = (page: number) => apiQuery<SearchResults>('/api/featured', { page });

export const FEATURED_BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Featured specialists', path: '/featured' },
];

function FeaturedPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const linkTo = (target: number) => (target === 1 ? '/featured' : `/featured?page=${target}`);
  return (
    <nav className="featured-pagination" aria-label="Featured specialists pages">
      {page > 1 ? (
        <Link
          className="button button--secondary"
          to={linkTo(Math.min(page - 1, pages))}
          rel="prev"
        >
          Previous
        </Link>
      ) : null}
      <span>{`Page ${Math.min(page, pages)} of ${pages}`}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={linkTo(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** /featured: specialists on the featured tier, 12 a page, and the one-box form. */
export function FeaturedPage() {
  const { search } = useLocation();
  const page = pageNumberFrom(new URLSearchParams(search));
  const { data } = useSuspenseQuery(featuredQuery(page));
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="container featured-page">
      <Breadcrumbs items={FEATURED_BREADCRUMBS} />
      <h1 className="featured-page__title">Featured flooring specialists</h1>
      <p className="featured-page__lead">
        {`${data.total} established specialists from across the UK who have chosen to feature their business on Flo, best rated first.`}
      </p>
      <div className="featured-page__layout">
        <section aria-labelledby="featured-list-title">
          <h2 id="featured-list-title" className="visually-hidden">
            Featured specialists
          </h2>
          {data.results.length === 0 ? (
            <p>
              This page is past the last featured specialist.{' '}
              <Link to="/featured">Back to the first page</Link>
            </p>
          ) : (
            <ul className="featured-page__list">
              {data.results.map((specialist) => (
                <li key={specialist.id}>
                  <SpecialistCard specialist={specialist} />
                </li>
              ))}
            </ul>
          )}
          <FeaturedPagination page={page} pages={pages} />
        </section>
        <aside aria-label="Send us a message">
          <SimpleForm heading="Not sure who to choose? Send us a message" />
        </aside>
      </div>
    </div>
  );
}
