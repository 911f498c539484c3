import type { AdminOverview } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { apiQuery } from '../../data/query-client.ts';
import { LoadFailure } from '../../signed-in/index.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';

const overviewQuery = apiQuery<AdminOverview>('/api/admin/overview');

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="card business-panel">
      <p className="muted">{label}</p>
      <p className="admin-figure">{to ? <Link to={to}>{value}</Link> : value}</p>
    </div>
  );
}

function Overview() {
  const { data, isPending, isError, refetch } = useQuery(overviewQuery);
  if (isPending) return <p role="status">Loading the figures…</p>;
  if (isError) return <LoadFailure what="the overview" retry={() => refetch()} />;
  return (
    <div className="business-panels">
      <Figure label="Active specialists" value={data.specialists.active} to="/admin/specialists" />
      <Figure label="Suspended specialists" value={data.specialists.suspended} />
      <Figure
        label="Enquiries, last 7 days"
        value={data.enquiries.last7Days}
        to="/admin/enquiries"
      />
      <Figure label="Enquiries, last 30 days" value={data.enquiries.last30Days} />
      <Figure
        label="Unmatched enquiries to route"
        value={data.enquiries.unmatchedOpen}
        to="/admin/settings"
      />
      <Figure label="Reviews to moderate" value={data.pendingReviews} to="/admin/reviews" />
      <Figure label="Claims to check" value={data.pendingClaims} to="/admin/free-listings" />
      <section className="card business-panel business-panel--wide" aria-labelledby="figures-link">
        <h2 id="figures-link">Figures</h2>
        <p>
          {
            'Enquiries per day by source, city and flooring, leads replied, quoted and won, response times, claims and plans over any period: '
          }
          <Link to="/admin/figures">see the figures</Link>.
        </p>
      </section>
    </div>
  );
}

/** /admin: the directory at a glance, each figure linking to the screen that acts on it. */
function OverviewPage() {
  return <AdminPage title="Overview">{() => <Overview />}</AdminPage>;
}

export default definePage({
  meta: () => adminPageMeta('Overview', '/admin', 'The Flo directory at a glance.'),
  Component: OverviewPage,
});
