import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type ListingSearch, listingSearchQuery } from './queries.ts';

/** The listings that match a name and city, each with a link to claim it. */
export function ListingResults({ search }: { search: ListingSearch }) {
  const { data } = useSuspenseQuery(listingSearchQuery(search));
  return (
    <section aria-labelledby="claim-results-title" className="claim-results">
      <h2 id="claim-results-title" aria-live="polite">
        {data.total === 0
          ? 'No listings found'
          : `${data.total} ${data.total === 1 ? 'listing' : 'listings'} found`}
      </h2>
      {data.total === 0 ? (
        <p>
          Try the name as customers know it, or just your town. Not listed at all?{' '}
          <Link to="/contact">Contact us</Link> and we will add your business.
        </p>
      ) : (
        <ul className="claim-results__list">
          {data.results.map((listing) => (
            <li key={listing.id} className="claim-results__item card">
              <div>
                <h3 className="claim-results__name">{listing.name}</h3>
                <p className="muted">{`${listing.city} · ${listing.servicesOffered.join(', ')}`}</p>
              </div>
              <Link
                className="button button--secondary"
                to={`/claim-business/${listing.id}`}
                aria-label={`Claim ${listing.name}, ${listing.city}`}
              >
                Claim this listing
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data.total > data.results.length ? (
        <p className="muted">
          {`Showing the first ${data.results.length}. Add your town to narrow the search.`}
        </p>
      ) : null}
    </section>
  );
}
