import type { AdminQueue } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { adminQueueQuery, refreshAdminData } from '../moderation-queries.ts';
import '../moderation.css';
import { formatDate } from '../../content/dates.ts';

type Item = AdminQueue['reviews']['oldest'][number];
type Action = { label: string; path: string; body: unknown; done: string };

/** One state change from the queue (close a message, move a subscription request on). */
function ActionButton({ item, action }: { item: Item; action: Action }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: () => apiRequest('POST', action.path, action.body),
    onSuccess: () => {
      toast({ title: action.done });
      void refreshAdminData(queryClient);
    },
    onError: () => toast({ title: 'Not saved', variant: 'destructive' }),
  });
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={mutation.isPending}
      aria-label={`${action.label}: ${item.title}`}
      onClick={() => mutation.mutate()}
    >
      {action.label}
    </button>
  );
}

/** The row id inside a queue item's id ('subscription-12' → '12'). */
const rowId = (item: Item) => item.id.slice(item.id.indexOf('-') + 1);

const subscriptionActions = (item: Item): Action[] =>
  (
    [
      ['Mark invoiced', 'invoiced', 'Marked invoiced'],
      ['Activate', 'active', 'Plan switched on'],
      ['Cancel', 'cancelled', 'Request cancelled'],
    ] as const
  ).map(([label, status, done]) => ({
    label,
    path: `/api/admin/subscription-requests/${rowId(item)}/status`,
    body: { status },
    done,
  }));

interface Section {
  key: keyof AdminQueue;
  title: string;
  screen: { to: string; text: string } | null;
  actions: (item: Item) => Action[];
}

const SECTIONS: readonly Section[] = [
  {
    key: 'reviews',
    title: 'Reviews to moderate',
    screen: { to: '/admin/reviews', text: 'Moderate reviews' },
    actions: () => [],
  },
  {
    key: 'claims',
    title: 'Claims of free listings',
    screen: { to: '/admin/free-listings', text: 'Decide claims' },
    actions: () => [],
  },
  {
    key: 'subscriptions',
    title: 'Subscription requests',
    screen: null,
    actions: subscriptionActions,
  },
  {
    key: 'contactMessages',
    title: 'Contact messages',
    screen: null,
    actions: (item) => [
      {
        label: 'Mark handled',
        path: `/api/admin/contact-messages/${rowId(item)}/handled`,
        body: {},
        done: 'Message marked handled',
      },
    ],
  },
  {
    key: 'unmatchedEnquiries',
    title: 'Enquiries no specialist received',
    screen: { to: '/admin/enquiries', text: 'See the enquiries' },
    actions: () => [],
  },
];

/**
 * Everything operators must act on (`GET /api/admin/queue`): a count per kind and its oldest
 * few, with the quick actions that need no screen of their own.
 */
export function OperatorQueue() {
  const queue = useQuery(adminQueueQuery);
  if (queue.isPending) return <p role="status">Loading the queue…</p>;
  if (queue.isError)
    return (
      <div role="alert" className="form-alert">
        {'We could not load the queue. '}
        <button type="button" className="link-button" onClick={() => queue.refetch()}>
          Try again
        </button>
      </div>
    );
  return (
    <div className="admin-queue">
      {SECTIONS.map((section) => {
        const { open, oldest } = queue.data[section.key];
        return (
          <section
            key={section.key}
            className="card admin-item"
            aria-labelledby={`queue-${section.key}`}
          >
            <h3 id={`queue-${section.key}`}>{`${section.title}: ${open}`}</h3>
            {oldest.length === 0 ? <p className="muted">Nothing waiting.</p> : null}
            <ul className="admin-queue__items">
              {oldest.map((item) => (
                <li key={item.id}>
                  <strong>{item.title}</strong>{' '}
                  <span className="muted">{`${item.detail} · ${formatDate(item.createdAt)}`}</span>
                  {section.actions(item).map((action) => (
                    <ActionButton key={action.label} item={item} action={action} />
                  ))}
                </li>
              ))}
            </ul>
            {section.screen && open > 0 ? (
              <Link to={section.screen.to}>{section.screen.text}</Link>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
