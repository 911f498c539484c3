import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { QueuePages } from '../QueuePages.tsx';
import { adminCampaignsQuery } from './queries.ts';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

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
      {campaigns.data?.items.length === 0 ? <p>No campaigns yet.</p> : null}
      {campaigns.data && campaigns.data.items.length > 0 ? (
        <table className="admin-table">
          <caption className="visually-hidden">Email campaigns, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Status</th>
              <th scope="col">Written</th>
              <th scope="col">Sent</th>
              <th scope="col">Recipients</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.data.items.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/admin/email-campaigns?campaign=${c.id}`}>{c.subject}</Link>
                </td>
                <td>{c.status === 'sent' ? 'Sent' : 'Draft'}</td>
                <td>{when(c.createdAt)}</td>
                <td>{when(c.sentAt)}</td>
                <td>{c.recipients}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <QueuePages
        label="Campaign pages"
        page={page}
        hasMore={campaigns.data?.hasMore ?? false}
        hrefOf={(p) => `/admin/email-campaigns?page=${p}`}
      />
    </>
  );
}
