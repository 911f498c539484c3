import type { AdminCampaignsPage } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { type DataColumn, DataTable } from '../../signed-in/index.ts';
import { ListPages } from '../ListPages.tsx';
import { adminCampaignsQuery } from './queries.ts';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

type Campaign = AdminCampaignsPage['items'][number];

const CAMPAIGN_COLUMNS: readonly DataColumn<Campaign>[] = [
  {
    header: 'Subject',
    cell: (c) => <Link to={`/admin/email-campaigns?campaign=${c.id}`}>{c.subject}</Link>,
  },
  { header: 'Status', cell: (c) => (c.status === 'sent' ? 'Sent' : 'Draft') },
  { header: 'Written', cell: (c) => when(c.createdAt) },
  { header: 'Sent', cell: (c) => when(c.sentAt) },
  { header: 'Recipients', cell: (c) => c.recipients },
];

/** Every campaign, newest first, 25 a page; a subject opens it. */
export function CampaignList({ page }: { page: number }) {
  const campaigns = useQuery(adminCampaignsQuery(page));
  return (
    <>
      <p>
        <Link className="button button--primary" to="/admin/email-campaigns?campaign=new">
          New campaign
        </Link>
      </p>
      {campaigns.isPending ? <p role="status">Loading campaigns…</p> : null}
      {campaigns.isError ? (
        <div role="alert" className="form-alert">
          {'We could not load the campaigns. '}
          <button type="button" className="link-button" onClick={() => campaigns.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {campaigns.data ? (
        <DataTable
          caption="Email campaigns, newest first"
          hideCaption
          columns={CAMPAIGN_COLUMNS}
          rows={campaigns.data.items}
          rowKey={(c) => c.id}
          empty={<p>No campaigns yet.</p>}
        />
      ) : null}
      {campaigns.data ? (
        <ListPages
          label="Campaign pages"
          noun="campaigns"
          totals={campaigns.data}
          hrefOf={(p) => `/admin/email-campaigns?page=${p}`}
        />
      ) : null}
    </>
  );
}
