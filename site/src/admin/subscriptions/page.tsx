import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { SubscriptionTable } from './SubscriptionTable.tsx';

/** /admin/subscriptions: every plan, card or invoiced, past due first, with revenue. */
function SubscriptionsPage() {
  return <AdminPage title="Subscriptions">{() => <SubscriptionTable />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Subscriptions',
      '/admin/subscriptions',
      'Every listing plan, past due first, with monthly recurring revenue.',
    ),
  Component: SubscriptionsPage,
});
