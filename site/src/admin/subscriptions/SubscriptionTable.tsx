import type { AdminSubscription, AdminSubscriptions } from '@flo/contract';
import { LISTING_PLANS } from '@flo/contract/constants';
import { formatLongDate, formatPence, possessive } from '@flo/contract/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { apiQuery } from '../../data/query-client.ts';
import { DataTable } from '../../signed-in/index.ts';
import { useListSort } from '../use-list-sort.ts';

const SUBSCRIPTIONS_PATH = '/api/admin/subscriptions';
const subscriptionsQuery = (sort: Record<string, string>) =>
  apiQuery<AdminSubscriptions>(SUBSCRIPTIONS_PATH, sort);

/** Renew and End for an invoiced plan; card plans change only in Stripe. */
function InvoicedActions({ plan }: { plan: AdminSubscription }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: async (action: 'renew' | 'end') => {
      const res = await apiRequest('POST', `/api/admin/subscriptions/${plan.id}/${action}`, {});
      return (await res.json()) as AdminSubscriptions;
    },
    // The list comes back past due first; each order asks again for its own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_PATH] }),
  });
  if (plan.provider !== 'invoice') return <span className="muted">In Stripe</span>;
  const name = plan.listing.name;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={act.isPending}
        onClick={() => act.mutate('renew')}
        aria-label={`Renew ${name} for a month`}
      >
        Renew a month
      </button>
      {plan.status === 'active' ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={act.isPending}
          onClick={() => act.mutate('end')}
          aria-label={`End ${possessive(name)} plan now`}
        >
          End now
        </button>
      ) : null}
      {act.isError ? <span role="alert">{act.error.message}</span> : null}
    </>
  );
}

/**
 * Every plan, past due first (or by renewal, from the headers), with the monthly recurring
 * revenue it makes.
 */
export function SubscriptionTable() {
  const sort = useListSort({
    by: 'status',
    order: 'asc',
    firstOrder: { status: 'asc', renewal: 'asc' },
  });
  const { data, isPending, isError, refetch } = useQuery(subscriptionsQuery(sort.search));
  if (isPending) return <p role="status">Loading plans…</p>;
  if (isError)
    return (
      <div role="alert" className="form-alert">
        {'We could not load the plans. '}
        <button type="button" className="link-button" onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  const mrr = data.monthlyRecurringRevenuePence;
  return (
    <>
      <p data-testid="mrr">
        {`Monthly recurring revenue: ${formatPence(mrr.total)} (Standard ${formatPence(mrr.standard)}, Featured ${formatPence(mrr.featured)}), excluding VAT.`}
      </p>
      <DataTable
        caption="Plans"
        hideCaption
        sort={sort.table}
        rows={data.items}
        rowKey={(plan) => plan.id}
        rowAttributes={(plan) => ({ 'data-status': plan.status })}
        empty={<p>No plans yet.</p>}
        columns={[
          {
            header: 'Listing',
            rowHeader: true,
            cell: (p) => <Link to={`/specialist/${p.listing.slug}`}>{p.listing.name}</Link>,
          },
          { header: 'Business', cell: (p) => p.business ?? '—' },
          {
            header: 'Plan',
            cell: (p) =>
              `${LISTING_PLANS[p.tier].name}, ${p.interval === 'year' ? 'yearly' : 'monthly'}, ${p.provider === 'invoice' ? 'invoiced' : 'card'}`,
          },
          { header: 'Status', sortKey: 'status', cell: (p) => p.statusText },
          {
            header: 'Renewal',
            sortKey: 'renewal',
            cell: (p) => (p.periodEnd ? formatLongDate(p.periodEnd) : '—'),
          },
          { header: 'Monthly revenue', cell: (p) => formatPence(p.monthlyRevenuePence) },
          {
            header: 'Last change',
            cell: (p) =>
              p.lastChange
                ? `${p.lastChange.detail} (${p.lastChange.by ?? 'removed admin'}, ${formatDateTime(p.lastChange.at)})`
                : '—',
          },
          { header: 'Actions', hideHeader: true, cell: (p) => <InvoicedActions plan={p} /> },
        ]}
      />
      <p className="muted">
        Invoiced plans start when you mark their request active under Queue &amp; settings.
      </p>
    </>
  );
}
