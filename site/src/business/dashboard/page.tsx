import type { Business, SpecialistDetail } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { apiQuery } from '../../data/query-client.ts';
import { LoadFailure, SessionsSection, TwoFactorSection } from '../../signed-in/index.ts';
import { BusinessPage } from '../BusinessPage.tsx';
import { businessPageMeta } from '../meta.ts';
import { overviewQuery } from '../queries.ts';
import { businessTokens } from '../use-business-session.ts';
import { BillingCard } from './BillingCard.tsx';
import { ChecksCard } from './ChecksCard.tsx';
import { EnquiryList } from './EnquiryList.tsx';
import { FiguresCard } from './FiguresCard.tsx';
import { LeadAddressCard } from './LeadAddressCard.tsx';
import { LeadsChart } from './LeadsChart.tsx';
import { PlanCard } from './PlanCard.tsx';

/** The public listing the business claimed, linked by its name once that has loaded. */
function ListingLink({ slug }: { slug: string }) {
  const { data } = useQuery(apiQuery<SpecialistDetail>('/api/specialists/unified', slug));
  return <Link to={`/specialist/${slug}`}>{data?.name ?? 'View your public listing'}</Link>;
}

function Overview() {
  const { data, isPending, isError, refetch } = useQuery(overviewQuery);
  if (isPending) return <p role="status">Loading your figures…</p>;
  if (isError) return <LoadFailure what="your plan and figures" retry={() => refetch()} />;
  return (
    <div className="business-panels">
      <LeadAddressCard leadEmail={data.leadEmail} />
      <PlanCard tier={data.tier} />
      <BillingCard />
      <FiguresCard figures={data.figures} />
      <LeadsChart weeks={data.leadsPerWeek} />
    </div>
  );
}

function Dashboard({ business }: { business: Business }) {
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
      </section>
      <Overview />
      <ChecksCard />
      <EnquiryList />
      <TwoFactorSection area="business" />
      <SessionsSection area="business" tokens={businessTokens} loginPath="/login" />
    </>
  );
}

/**
 * /dashboard: the logged-in business, its plan, measured response figures, leads per week,
 * the lead inbox, its two-factor sign-in and where it is signed in. The server sends only the loading shell: the login lives in the browser.
 */
function DashboardPage() {
  return (
    <BusinessPage title="Your dashboard">
      {(business) => <Dashboard business={business} />}
    </BusinessPage>
  );
}

export default definePage({
  meta: () =>
    businessPageMeta(
      'Dashboard',
      '/dashboard',
      'Your Flo business dashboard: your plan, your response figures and the enquiries customers sent you.',
    ),
  Component: DashboardPage,
});
