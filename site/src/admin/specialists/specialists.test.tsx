import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AdminConsole } from '../../testing/admin-screen.tsx';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { renderCatalogue } from '../../testing/specialist-catalogue.tsx';

const sql = <T,>(site: SiteTestApp, query: string, ...params: unknown[]) =>
  site.db.$client.prepare(query).all(...params) as T[];
let router: ReturnType<typeof renderCatalogue>['router'];
const open = (site: SiteTestApp, admin: AdminConsole, path: string) => {
  const view = admin.keep(renderCatalogue(site, admin.token, path));
  router = view.router;
};
const rows = () => screen.getAllByRole('row').slice(1);

describe('/admin/specialists', () => {
  adminConsoleTest(
    'searches by words, city, status and plan from the form, and the URL keeps the search',
    async ({ site, admin }) => {
      const [suspended] = sql<{ name: string; slug: string }>(
        site,
        `select s.name, c.slug from specialists s join cities c on c.id = s.city_id
        where s.status = 'active' order by s.id limit 1`,
      );
      if (!suspended) throw new Error('the demo has active listings');
      site.db.$client
        .prepare(`update specialists set status = 'suspended', tier = 'featured' where name = ?`)
        .run(suspended.name);
      open(site, admin, '/admin/specialists');
      await waitFor(() => expect(rows().length).toBeGreaterThan(0), NAVIGATION);
      const form = screen.getByRole('search', { name: 'Find specialists' });
      fireEvent.change(within(form).getByLabelText('Name or words'), {
        target: { value: suspended.name.split(' ')[0] },
      });
      await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(12));
      fireEvent.change(within(form).getByLabelText('City'), { target: { value: suspended.slug } });
      fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'suspended' } });
      fireEvent.change(within(form).getByLabelText('Plan'), { target: { value: 'featured' } });
      await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Search' })));
      await waitFor(() =>
        expect(rows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
          suspended.name,
        ]),
      );
      const search = new URLSearchParams(router.state.location.search);
      expect(Object.fromEntries(search)).toMatchObject({
        city: suspended.slug,
        status: 'suspended',
        tier: 'featured',
      });
      const [cells] = rows().map((row) => within(row).getAllByRole('cell'));
      // The first cell holds the row's tick box.
      expect(cells?.[3]?.textContent).toBe('Suspended');
      expect(cells?.[4]?.textContent).toBe('Featured');
      const id = sql<{ id: number }>(
        site,
        'select id from specialists where name = ?',
        suspended.name,
      )[0];
      expect(screen.getByRole('link', { name: suspended.name }).getAttribute('href')).toBe(
        `/admin/specialists/${id?.id}/manage`,
      );
    },
  );

  adminConsoleTest(
    'creates a listing that the public site shows, and refuses a second one at its address',
    async ({ site, admin }) => {
      open(site, admin, '/admin/specialists');
      const fill = async () => {
        const city = await waitFor(
          () => screen.getByLabelText('City', { selector: '#new-specialist-citySlug' }),
          NAVIGATION,
        );
        fireEvent.change(city, { target: { value: 'leeds' } });
        const field = (label: string, value: string) =>
          fireEvent.change(screen.getByLabelText(label, { selector: `[id^="new-specialist-"]` }), {
            target: { value },
          });
        field('Business name', 'Kirkgate Floorworks');
        field('Description', 'Solid oak and herringbone parquet laid across Leeds.');
        field('Contact e-mail', 'hello@kirkgate-floors.example');
        field('Phone', '0113 496 0123');
        field('Postcode', 'LS2 7HY');
        fireEvent.click(screen.getByRole('checkbox', { name: 'Hardwood Flooring' }));
        await act(async () =>
          fireEvent.click(screen.getByRole('button', { name: 'Create listing' })),
        );
      };
      await fill();
      await waitFor(() =>
        expect(
          sql(site, 'select status from specialists where slug = ?', 'kirkgate-floorworks-leeds'),
        ).toEqual([{ status: 'active' }]),
      );
      expect(
        sql(
          site,
          `select service_slug from specialist_services ss join specialists s on s.id = ss.specialist_id
          where s.slug = ?`,
          'kirkgate-floorworks-leeds',
        ),
      ).toEqual([{ service_slug: 'hardwood' }]);
      // Created, the console opens the new listing's manage screen.
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Status and plan' })).toBeTruthy(),
      );
      expect(
        screen.getByRole('link', { name: '/specialist/kirkgate-floorworks-leeds' }),
      ).toBeTruthy();
      const profile = await site.get('/specialist/kirkgate-floorworks-leeds');
      expect(profile.status).toBe(200);
      expect(await profile.text()).toContain('Solid oak and herringbone parquet');

      admin.unmount();
      open(site, admin, '/admin/specialists');
      await fill();
      await waitFor(() =>
        expect(
          screen.getByText('A listing at /specialist/kirkgate-floorworks-leeds exists already'),
        ).toBeTruthy(),
      );
      expect(
        sql(site, 'select id from specialists where slug = ?', 'kirkgate-floorworks-leeds'),
      ).toHaveLength(1);
    },
  );

  adminConsoleTest(
    'shows the API’s words beside a field it refuses, and creates nothing',
    async ({ site, admin }) => {
      const before = sql<{ n: number }>(site, 'select count(*) as n from specialists')[0]?.n;
      open(site, admin, '/admin/specialists');
      const city = await waitFor(
        () => screen.getByLabelText('City', { selector: '#new-specialist-citySlug' }),
        NAVIGATION,
      );
      fireEvent.change(city, { target: { value: 'leeds' } });
      fireEvent.change(
        screen.getByLabelText('Business name', { selector: '#new-specialist-name' }),
        {
          target: { value: 'No Services Flooring' },
        },
      );
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Create listing' })),
      );
      await waitFor(() => expect(screen.getByText('At least one service')).toBeTruthy());
      expect(sql<{ n: number }>(site, 'select count(*) as n from specialists')[0]?.n).toBe(before);
    },
  );

  adminConsoleTest(
    'features the ticked listings after a confirmation that says how many',
    async ({ site, admin }) => {
      open(site, admin, '/admin/specialists?status=active&tier=free');
      await waitFor(() => expect(rows().length).toBeGreaterThan(2), NAVIGATION);
      expect(screen.getByText(/^Showing 1–25 of [\d,]+ specialists$/)).toBeTruthy();
      const names = rows()
        .slice(0, 2)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
      for (const name of names)
        fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
      fireEvent.click(screen.getByRole('button', { name: 'Feature selected' }));
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Change 2 listings' })),
      );
      await waitFor(() => expect(screen.getByText('2 listings changed.')).toBeTruthy());
      const stored = () =>
        names.map(
          (name) =>
            sql<{ tier: string }>(site, 'select tier from specialists where name = ?', name)[0],
        );
      expect(stored().map((s) => s?.tier)).toEqual(['featured', 'featured']);
    },
  );
});
