import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AdminConsole } from '../../testing/admin-screen.tsx';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { renderCatalogue } from '../../testing/specialist-catalogue.tsx';

const sql = <T,>(site: SiteTestApp, query: string, ...params: unknown[]) =>
  site.db.$client.prepare(query).all(...params) as T[];
interface Listing {
  id: number;
  slug: string;
  name: string;
}
/** The demo business's listing: it has a login, reviews and leads. */
const demoListing = (site: SiteTestApp) =>
  sql<Listing>(
    site,
    `select s.id, s.slug, s.name from specialists s join businesses b on b.specialist_id = s.id
      where b.email = 'demo@flo.local'`,
  )[0] as Listing;
const unmanagedListing = (site: SiteTestApp) =>
  sql<Listing>(
    site,
    `select s.id, s.slug, s.name from specialists s where s.status = 'active'
      and not exists (select 1 from businesses b where b.specialist_id = s.id)
      order by s.id desc limit 1`,
  )[0] as Listing;

async function openManage(site: SiteTestApp, admin: AdminConsole, id: number) {
  admin.keep(renderCatalogue(site, admin.token, `/admin/specialists/${id}/manage`));
  await waitFor(() => screen.getByRole('region', { name: 'Status and plan' }), NAVIGATION);
  // As an admin would, wait for the checks and photos to load before using the forms.
  await waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]), NAVIGATION);
}
const region = (name: string) => screen.getByRole('region', { name });
const press = (scope: HTMLElement, name: string) =>
  act(async () => fireEvent.click(within(scope).getByRole('button', { name })));

describe('/admin/specialists/{id}/manage', () => {
  adminConsoleTest(
    'edits the description and services, and the public profile shows them',
    async ({ site, admin }) => {
      const listing = unmanagedListing(site);
      await openManage(site, admin, listing.id);
      const profile = region('Profile and services');
      fireEvent.change(within(profile).getByLabelText('Description'), {
        target: { value: 'Reclaimed pine boards sanded and oiled, by the admin’s hand.' },
      });
      const tiles = within(profile).getByRole('checkbox', { name: 'Tile Installation' });
      const hadTiles = (tiles as HTMLInputElement).checked;
      fireEvent.click(tiles);
      await press(profile, 'Save listing');
      await waitFor(() => expect(within(profile).getByText(/^Listing saved\./)).toBeTruthy());
      expect(sql(site, 'select description from specialists where id = ?', listing.id)).toEqual([
        { description: 'Reclaimed pine boards sanded and oiled, by the admin’s hand.' },
      ]);
      const tileRows = sql(
        site,
        `select 1 from specialist_services where specialist_id = ? and service_slug = 'tile'`,
        listing.id,
      );
      expect(tileRows).toHaveLength(hadTiles ? 0 : 1);
      const html = await (await site.get(`/specialist/${listing.slug}`)).text();
      expect(html).toContain('Reclaimed pine boards sanded and oiled');
    },
  );

  adminConsoleTest(
    'suspends a listing only with a reason, it leaves the public site, and features it back',
    async ({ site, admin }) => {
      const listing = unmanagedListing(site);
      expect(await (await site.get(`/specialist/${listing.slug}`)).text()).not.toContain(
        'class="featured-badge"',
      );
      await openManage(site, admin, listing.id);
      const status = region('Status and plan');
      fireEvent.click(within(status).getByRole('radio', { name: 'Suspended' }));
      await press(status, 'Save status and plan');
      await waitFor(() =>
        expect(within(status).getByText('Say why the listing is suspended')).toBeTruthy(),
      );
      expect(sql(site, 'select status from specialists where id = ?', listing.id)).toEqual([
        { status: 'active' },
      ]);

      fireEvent.change(within(status).getByLabelText(/^Reason for suspending/), {
        target: { value: 'Trading standards complaint under review' },
      });
      await press(status, 'Save status and plan');
      await waitFor(() =>
        expect(
          sql(site, 'select status, suspended_reason from specialists where id = ?', listing.id),
        ).toEqual([
          { status: 'suspended', suspended_reason: 'Trading standards complaint under review' },
        ]),
      );
      expect((await site.get(`/specialist/${listing.slug}`)).status).toBe(404);

      const again = region('Status and plan');
      fireEvent.click(within(again).getByRole('radio', { name: /^Active/ }));
      fireEvent.change(within(again).getByLabelText(/^Plan/), { target: { value: 'featured' } });
      await press(again, 'Save status and plan');
      await waitFor(() =>
        expect(
          sql(
            site,
            'select status, tier, suspended_reason from specialists where id = ?',
            listing.id,
          ),
        ).toEqual([{ status: 'active', tier: 'featured', suspended_reason: null }]),
      );
      await waitFor(() =>
        expect(within(again).getByRole('status').textContent).toBe('Status and plan saved.'),
      );
      expect(within(again).getByText(/^Now active · Featured plan/)).toBeTruthy();
      const html = await (await site.get(`/specialist/${listing.slug}`)).text();
      expect(html).toContain('class="featured-badge"');
    },
  );

  adminConsoleTest(
    'shows the business, its reviews and leads, and mails it a password link',
    async ({ site, admin }) => {
      const listing = demoListing(site);
      await openManage(site, admin, listing.id);
      const business = region('Business login');
      expect(within(business).getByText('demo@flo.local')).toBeTruthy();
      expect(within(region('Reviews')).getAllByRole('row').length).toBeGreaterThan(1);
      expect(region('Leads')).toBeTruthy();
      const mails = () =>
        sql<{ n: number }>(
          site,
          `select count(*) as n from mail_outbox where "to" = 'demo@flo.local'`,
        )[0]?.n ?? 0;
      const before = mails();
      await press(business, 'E-mail a password link');
      await waitFor(() =>
        expect(
          within(business).getByText('A password link is on its way to demo@flo.local.'),
        ).toBeTruthy(),
      );
      expect(mails()).toBe(before + 1);
    },
  );

  adminConsoleTest('says so when no business manages the listing', async ({ site, admin }) => {
    await openManage(site, admin, unmanagedListing(site).id);
    expect(
      within(region('Business login')).getByText('No business manages this listing yet.'),
    ).toBeTruthy();
    expect(within(region('Business login')).queryByRole('button')).toBeNull();
  });
});
