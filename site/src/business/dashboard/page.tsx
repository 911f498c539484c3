import type { SpecialistDetail } from '@flo/api/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { apiQuery } from '../../data/query-client.ts';
import { businessPageMeta } from '../meta.ts';
import { useBusinessSession } from '../use-business-session.ts';
import { EnquiryList } from './EnquiryList.tsx';

const Loading = () => <p role="status">Loading your dashboard…</p>;

/** The public listing the business claimed, linked by its name once that has loaded. */
function ListingLink({ slug }: { slug: string }) {
  const { data } = useQuery(apiQuery<SpecialistDetail>('/api/specialists/unified', slug));
  return <Link to={`/specialist/${slug}`}>{data?.name ?? 'View your public listing'}</Link>;
}

function Dashboard() {
  const business = useBusinessSession();
  if (!business) return <Loading />;
  return (
    <>
      <section className="card business-account" aria-labelledby="account-title">
        <h2 id="account-title">{business.name}</h2>
        <p>
          Logged in as <strong>{business.email}</strong>.
        </p>
        <p>
          Your listing: <ListingLink slug={business.specialistSlug} />
        </p>
        <Link to="/logout" className="button button--secondary">
          Log out
        </Link>
      </section>
      <EnquiryList />
    </>
  );
}

/**
 * /dashboard: the logged-in business, its listing and its enquiries. The server sends only the
 * loading shell: the login lives in the browser's storage, so everything is fetched there.
 */
function DashboardPage() {
  const hydrated = useHydrated();
  return (
    <div className="container section business-page business-page--wide">
      <h1>Your dashboard</h1>
      {hydrated ? <Dashboard /> : <Loading />}
    </div>
  );
}

export default definePage({
  meta: () =>
    businessPageMeta(
      'Dashboard',
      '/dashboard',
      'Your Flo business dashboard: your listing and the enquiries customers sent you.',
    ),
  Component: DashboardPage,
});
