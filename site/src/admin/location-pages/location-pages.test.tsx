import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AdminConsole } from '../../testing/admin-screen.tsx';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { LocationPagesScreen } from './LocationPagesScreen.tsx';

const writtenRows = (site: SiteTestApp) =>
  site.db.$client
    .prepare(
      `select lp.service_slug, lp.intro, lp.seo_title, lp.seo_description from location_pages lp
        join cities c on c.id = lp.city_id where c.slug = 'leeds'`,
    )
    .all();
const html = async (site: SiteTestApp, path: string) =>
  (await (await site.get(path)).text()).replace(/<!-- -->/g, '');

function openScreen(admin: AdminConsole, path: string) {
  admin.render(<LocationPagesScreen />, path);
}
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

const INTRO = 'Leeds homes built before 1930 often hide pitch pine under the carpet.';

describe('/admin/location-pages', () => {
  adminConsoleTest(
    'writes a city + service page’s text, which the public page then uses, and removes it again',
    async ({ site, admin }) => {
      openScreen(admin, '/admin/location-pages?city=leeds&service=hardwood');
      await waitFor(
        () => screen.getByRole('region', { name: 'Hardwood Flooring in Leeds' }),
        NAVIGATION,
      );
      fill(/^Introduction/, INTRO);
      fill(/^Title for search engines/, 'Hardwood floor fitters in Leeds, compared');
      fill(/^Description for search engines/, 'Compare hardwood fitters across Leeds.');
      await press('Save text');
      await waitFor(() => expect(writtenRows(site)).toHaveLength(1), NAVIGATION);
      expect(writtenRows(site)[0]).toEqual({
        service_slug: 'hardwood',
        intro: INTRO,
        seo_title: 'Hardwood floor fitters in Leeds, compared',
        seo_description: 'Compare hardwood fitters across Leeds.',
      });
      const page = await html(site, '/specialists/leeds/hardwood');
      expect(page).toContain(INTRO);
      expect(page).toMatch(/<title>Hardwood floor fitters in Leeds, compared/);
      const written = await waitFor(() =>
        screen.getByRole('region', { name: 'Pages with written text' }),
      );
      await waitFor(() =>
        expect(
          within(written).getByRole('link', { name: 'Hardwood Flooring in Leeds' }),
        ).toBeTruthy(),
      );

      await press('Use the generated text');
      await waitFor(() => expect(writtenRows(site)).toHaveLength(0), NAVIGATION);
      expect(await html(site, '/specialists/leeds/hardwood')).not.toContain(INTRO);
    },
  );

  adminConsoleTest(
    'opens the city page from the picker and shows the API’s words for missing text',
    async ({ site, admin }) => {
      openScreen(admin, '/admin/location-pages');
      const picker = await waitFor(() => screen.getByLabelText('City'), NAVIGATION);
      fireEvent.change(picker, { target: { value: 'leeds' } });
      await press('Open');
      await waitFor(() => screen.getByRole('region', { name: 'Leeds city page' }));
      fill(/^Introduction/, INTRO);
      await press('Save text');
      await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
      expect(screen.getByLabelText(/^Title for search engines/).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(writtenRows(site)).toHaveLength(0);
    },
  );
});
