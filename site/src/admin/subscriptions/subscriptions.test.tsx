import { subscriptionChanges, subscriptions } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import { SubscriptionTable } from './SubscriptionTable.tsx';

adminConsoleTest.beforeAll(({ site }) => {
  const listings = site.db.$client
    .prepare(`select id from specialists where status = 'active' order by id limit 2`)
    .all() as { id: number }[];
  const now = new Date();
  site.db
    .insert(subscriptions)
    .values([
      {
        provider: 'invoice',
        specialistId: listings[0]?.id as number,
        tier: 'featured',
        interval: 'month',
        status: 'active',
        currentPeriodEnd: new Date(now.getTime() + 10 * 24 * 60 * 60 * 1000),
        updatedAt: now,
      },
      {
        provider: 'stripe',
        specialistId: listings[1]?.id as number,
        tier: 'standard',
        interval: 'year',
        status: 'past_due',
        pastDueSince: now,
        stripeSubscriptionId: 'sub_site_test',
        updatedAt: now,
      },
    ])
    .run();
});

describe('/admin/subscriptions', () => {
  adminConsoleTest(
    'lists past-due plans first with the revenue, and renews an invoiced plan as the signed-in admin',
    async ({ site, admin }) => {
      admin.render(<SubscriptionTable />, '/admin/subscriptions');
      const table = await waitFor(() => screen.getByRole('table'), NAVIGATION);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['past_due', 'active']);
      expect(screen.getByTestId('mrr').textContent).toBe(
        'Monthly recurring revenue: £79.00 (Standard £20.00, Featured £59.00), excluding VAT.',
      );
      expect(within(rows[0] as HTMLElement).getByText('In Stripe')).toBeTruthy();
      await act(async () =>
        fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^Renew/ })),
      );
      await waitFor(
        () => expect(within(table).getByText(/^Paid until .* \(ada@flo\.test, /)).toBeTruthy(),
        NAVIGATION,
      );
      expect(site.db.select().from(subscriptionChanges).all()).toEqual([
        expect.objectContaining({ action: 'renew' }),
      ]);
    },
  );
});
