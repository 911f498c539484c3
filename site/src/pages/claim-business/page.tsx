import { Form, useLocation } from 'react-router';
import { definePage } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { ListingResults } from './ListingResults.tsx';
import { hasSearch, listingSearchFrom, listingSearchQuery } from './queries.ts';
import './claim-business.css';

const BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Claim your business', path: '/claim-business' },
];

/** /claim-business: find your listing by name and town, then claim it. */
function ClaimBusinessPage() {
  const { search } = useLocation();
  const wanted = listingSearchFrom(new URLSearchParams(search));
  return (
    <div className="container section claim-page">
      <Breadcrumbs items={BREADCRUMBS} />
      <h1>Claim your business on Flo</h1>
      <p className="section__lead">
        Most UK flooring businesses are already listed. Find yours, tell us who you are, and once we
        have checked you run it you can correct your details and see your enquiries. Claiming is
        free.
      </p>
      <Form
        method="get"
        action="/claim-business"
        role="search"
        className="claim-search card"
        key={search}
      >
        <div className="field">
          <label className="field__label" htmlFor="claim-name">
            Business name
          </label>
          <input
            id="claim-name"
            name="name"
            className="field__input"
            defaultValue={wanted.name}
            autoComplete="organization"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="claim-city">
            Town or city
          </label>
          <input
            id="claim-city"
            name="city"
            className="field__input"
            defaultValue={wanted.city}
            autoComplete="address-level2"
          />
        </div>
        <button type="submit" className="button button--primary">
          Find my listing
        </button>
      </Form>
      {hasSearch(wanted) ? <ListingResults search={wanted} /> : null}
    </div>
  );
}

export default definePage({
  loader: async ({ url, queryClient }) => {
    const wanted = listingSearchFrom(url.searchParams);
    if (hasSearch(wanted)) await queryClient.ensureQueryData(listingSearchQuery(wanted));
  },
  meta: () => ({
    title: 'Claim your business',
    description:
      'Find your flooring business on Flo and claim the listing for free: correct your details, see enquiries from local customers and reply to reviews.',
    canonicalPath: '/claim-business',
    breadcrumbs: BREADCRUMBS,
  }),
  Component: ClaimBusinessPage,
});
