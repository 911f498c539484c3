import type { Listing } from '@flo/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { definePage, notFound } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Rating } from '../../components/Rating.tsx';
import { apiQuery } from '../../data/query-client.ts';
import { ClaimForm } from './ClaimForm.tsx';
import '../claim-business/claim-business.css';

const listingQuery = (id: string) => apiQuery<Listing>('/api/listings', id);
const LISTING_ID = /^[1-9]\d{0,11}$/;

const breadcrumbsFor = (listing: Listing) => [
  { name: 'Home', path: '/' },
  { name: 'Claim your business', path: '/claim-business' },
  { name: listing.name, path: `/claim-business/${listing.id}` },
];

/** /claim-business/{specialistId}: the chosen listing and the claim form. */
function ClaimListingPage() {
  const { '*': id = '' } = useParams();
  const { data: listing } = useSuspenseQuery(listingQuery(id));
  return (
    <div className="container section claim-page">
      <Breadcrumbs items={breadcrumbsFor(listing)} />
      <h1>{`Claim ${listing.name}`}</h1>
      <p>
        <Link to={`/specialist/${listing.slug}`}>{listing.name}</Link>
        {`, ${listing.city} · `}
        <Rating average={listing.averageRating} count={listing.reviewCount} />
      </p>
      {listing.claimed ? (
        <div className="card claim-page__claimed" role="status">
          <h2>This listing has already been claimed</h2>
          <p>
            Its business already manages it on Flo. If you run this business and did not claim it,{' '}
            <Link to="/contact">contact us</Link> and we will look into it.
          </p>
        </div>
      ) : (
        <>
          <p>
            We check every claim by hand, usually within one working day, before handing the listing
            over. We only use these details to check your claim and contact you about it.
          </p>
          <ClaimForm listing={listing} />
        </>
      )}
    </div>
  );
}

export default definePage({
  loader: ({ params, queryClient }) => {
    const id = params['*'] ?? '';
    if (!LISTING_ID.test(id)) notFound();
    return queryClient.ensureQueryData(listingQuery(id));
  },
  meta: ({ data: listing }) => ({
    title: `Claim ${listing.name}`,
    description: `Are you ${listing.name} in ${listing.city}? Claim your free Flo listing to correct your details and see enquiries.`,
    canonicalPath: `/claim-business/${listing.id}`,
    breadcrumbs: breadcrumbsFor(listing),
    noindex: true,
  }),
  Component: ClaimListingPage,
});
