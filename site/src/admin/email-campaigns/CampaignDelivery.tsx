import type { AdminCampaign, CampaignRecipientsPage } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../content/dates.ts';
import { type DataColumn, DataTable } from '../../signed-in/index.ts';
import { ListPages } from '../ListPages.tsx';
import { campaignRecipientsQuery } from './queries.ts';

const STATUS_LABELS = { pending: 'Waiting to send', sent: 'Sent', failed: 'Failed' } as const;

type Recipient = CampaignRecipientsPage['items'][number];

const RECIPIENT_COLUMNS: readonly DataColumn<Recipient>[] = [
  { header: 'Specialist', cell: (r) => r.name },
  { header: 'E-mail', cell: (r) => r.email },
  { header: 'Delivery', cell: (r) => STATUS_LABELS[r.status] },
];

/** A sent campaign: what went out, how many mails are sent, waiting or failed, and to whom. */
export function CampaignDelivery({ campaign, page }: { campaign: AdminCampaign; page: number }) {
  const recipients = useQuery(campaignRecipientsQuery(campaign.id, page));
  const { delivery } = campaign;
  return (
    <article className="card admin-item" aria-label={`Campaign: ${campaign.subject}`}>
      <h2 className="admin-item__title">{campaign.subject}</h2>
      <p className="muted">{`Sent ${campaign.sentAt ? formatDateTime(campaign.sentAt) : ''} to ${campaign.recipients} addresses`}</p>
      <pre className="campaign-mail">{campaign.body}</pre>
      <dl className="admin-facts">
        <dt>Sent</dt>
        <dd>{delivery.sent}</dd>
        <dt>Waiting to send</dt>
        <dd>{delivery.pending}</dd>
        <dt>Failed</dt>
        <dd>{delivery.failed}</dd>
      </dl>
      {recipients.isError ? (
        <p role="alert" className="form-alert">
          The recipients could not be loaded.
        </p>
      ) : null}
      {recipients.data ? (
        <DataTable
          caption="Delivery to each specialist"
          columns={RECIPIENT_COLUMNS}
          rows={recipients.data.items}
          rowKey={(r) => r.specialistId}
        />
      ) : null}
      {recipients.data ? (
        <ListPages
          label="Recipient pages"
          noun="recipients"
          totals={recipients.data}
          hrefOf={(p) => `/admin/email-campaigns?campaign=${campaign.id}&page=${p}`}
        />
      ) : null}
    </article>
  );
}
