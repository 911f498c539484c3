import { jsonBody, ownerClaim } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { ClaimQueue } from './ClaimQueue.tsx';

const sql = <T,>(site: SiteTestApp, query: string, ...params: unknown[]) =>
  site.db.$client.prepare(query).all(...params) as T[];

/** Claims the next unclaimed free listing as `email`; answers the listing's name. */
async function claimListing(site: SiteTestApp, email: string): Promise<string> {
  const [listing] = sql<{ id: number; name: string }>(
    site,
    `select s.id, s.name from specialists s
      where s.status = 'active' and s.tier = 'free' and s.claimed_by_business_id is null
        and not exists (select 1 from businesses b where b.specialist_id = s.id)
        and not exists (select 1 from claim_requests c where c.specialist_id = s.id)
      order by s.id limit 1`,
  );
  if (!listing) throw new Error('the demo has unclaimed free listings');
  const res = await site.app.request('/api/claims', jsonBody(ownerClaim(listing.id, { email })));
  expect(res.status).toBe(201);
  return listing.name;
}

const cardOf = (name: string) =>
  waitFor(() => screen.getByRole('article', { name: `Claim of ${name}` }), NAVIGATION);

describe('/admin/free-listings', () => {
  adminConsoleTest(
    'approves a claim: the business login exists, the listing is claimed and the setup link is mailed',
    async ({ site, admin }) => {
      const name = await claimListing(site, 'owner.approve@example.co.uk');
      admin.render(<ClaimQueue />, '/admin/free-listings');
      const card = await cardOf(name);
      expect(within(card).getByText('owner.approve@example.co.uk')).toBeTruthy();
      await act(async () =>
        fireEvent.click(
          within(card).getByRole('button', { name: 'Approve and send a setup link' }),
        ),
      );
      await waitFor(() =>
        expect(screen.queryByRole('article', { name: `Claim of ${name}` })).toBeNull(),
      );
      const [business] = sql<{ claimed: number | null; id: number }>(
        site,
        `select b.id, s.claimed_by_business_id as claimed from businesses b
        join specialists s on s.id = b.specialist_id where b.email = ?`,
        'owner.approve@example.co.uk',
      );
      expect(business?.claimed).toBe(business?.id);
      const [mail] = sql<{ text: string }>(
        site,
        `select text from mail_outbox where kind = 'business_setup_link' and "to" = ?`,
        'owner.approve@example.co.uk',
      );
      expect(mail?.text).toMatch(/\/login\?setup=/);
    },
  );

  adminConsoleTest(
    'says why an approval is refused when the address already has a login, changing nothing',
    async ({ site, admin }) => {
      const name = await claimListing(site, 'demo@flo.local');
      admin.render(<ClaimQueue />, '/admin/free-listings');
      const card = await cardOf(name);
      await act(async () =>
        fireEvent.click(
          within(card).getByRole('button', { name: 'Approve and send a setup link' }),
        ),
      );
      await waitFor(() =>
        expect(within(card).getByRole('alert').textContent).toContain(
          'Another business login already uses this e-mail address',
        ),
      );
      expect(sql(site, `select id from claim_requests where status = 'pending'`)).toHaveLength(1);
    },
  );

  adminConsoleTest(
    'rejects a claim with a reason the claimant is mailed',
    async ({ site, admin }) => {
      admin.render(<ClaimQueue />, '/admin/free-listings');
      const [card] = await waitFor(() => screen.getAllByRole('article'), NAVIGATION);
      if (!card) throw new Error('the refused claim is still pending');
      fireEvent.change(within(card).getByLabelText(/Reason for rejecting/), {
        target: { value: 'We could not reach the number on the listing.' },
      });
      await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Reject' })));
      await waitFor(() =>
        expect(sql(site, `select id from claim_requests where status = 'rejected'`)).toHaveLength(
          1,
        ),
      );
      const [mail] = sql<{ text: string }>(
        site,
        `select text from mail_outbox where "to" = 'demo@flo.local' order by id desc limit 1`,
      );
      expect(mail?.text).toContain('We could not reach the number on the listing.');
    },
  );
});
