import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AdminConsole } from '../../testing/admin-screen.tsx';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { CityList } from './CityList.tsx';

const cityRow = (site: SiteTestApp, slug: string) =>
  site.db.$client
    .prepare('select name, region, postcode_areas from cities where slug = ?')
    .get(slug) as { name: string; region: string; postcode_areas: string } | undefined;

async function openScreen(admin: AdminConsole) {
  admin.render(<CityList />, '/admin/locations');
  return waitFor(() => screen.getByRole('region', { name: 'Add a city' }), NAVIGATION);
}
const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const press = (scope: HTMLElement, name: string) =>
  act(async () => fireEvent.click(within(scope).getByRole('button', { name })));

describe('/admin/locations', () => {
  adminConsoleTest(
    'adds a city, which the list then shows, and refuses it a second time in the API’s words',
    async ({ site, admin }) => {
      const add = await openScreen(admin);
      fill(add, 'City', 'Harrogate');
      fill(add, 'Region', 'North Yorkshire');
      fill(add, 'Postcode areas', 'hg, yo');
      await press(add, 'Add city');
      // The list is asked again after the add: as slow as a page on a busy machine.
      await waitFor(
        () => expect(screen.getByRole('link', { name: 'Harrogate' })).toBeTruthy(),
        NAVIGATION,
      );
      expect(cityRow(site, 'harrogate')).toEqual({
        name: 'Harrogate',
        region: 'North Yorkshire',
        postcode_areas: '["HG","YO"]',
      });

      const again = screen.getByRole('region', { name: 'Add a city' });
      fill(again, 'City', 'Harrogate');
      fill(again, 'Region', 'Yorkshire');
      fill(again, 'Postcode areas', 'HG');
      await press(again, 'Add city');
      await waitFor(
        () => expect(within(again).getByText('Harrogate is already a city')).toBeTruthy(),
        NAVIGATION,
      );
      expect(cityRow(site, 'harrogate')?.region).toBe('North Yorkshire');
    },
  );

  adminConsoleTest(
    'edits a city’s postcode areas, and refuses a malformed one beside the field',
    async ({ site, admin }) => {
      const before = cityRow(site, 'leeds');
      await openScreen(admin);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit Leeds' })));
      const edit = screen.getByRole('region', { name: 'Edit Leeds' });
      fill(edit, 'Postcode areas', 'LS, W5');
      await press(edit, 'Save Leeds');
      await waitFor(() =>
        expect(within(edit).getByText('One or two letters, such as M or LS')).toBeTruthy(),
      );
      expect(cityRow(site, 'leeds')).toEqual(before);

      fill(edit, 'Postcode areas', 'LS WF');
      await press(edit, 'Save Leeds');
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit Leeds' })).toBeNull());
      expect(cityRow(site, 'leeds')).toEqual({ ...before, postcode_areas: '["LS","WF"]' });
      const leeds = screen.getByRole('link', { name: 'Leeds' }).closest('tr') as HTMLElement;
      expect(within(leeds).getByText('LS, WF')).toBeTruthy();
    },
  );
});
