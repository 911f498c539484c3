import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect } from 'vitest';
import type { AdminConsole } from '../../testing/admin-screen.tsx';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { ChatSettingsScreen } from './ChatSettingsScreen.tsx';

interface SettingsRow {
  page_settings: string;
  allowed_origins: string;
  greeting: string | null;
}
const stored = (site: SiteTestApp) =>
  site.db.$client
    .prepare('select page_settings, allowed_origins, greeting from chat_settings where id = 1')
    .get() as SettingsRow;
const greetingB = (site: SiteTestApp) =>
  site.db.$client.prepare('select greeting_b from chat_settings where id = 1').pluck().get();
/** The Leeds city page as the server renders it: Flo's slot, or the one-box form. */
const cityPage = async (site: SiteTestApp) =>
  (await (await site.get('/specialists/leeds')).text()).replace(/<!-- -->/g, '');

async function openScreen(admin: AdminConsole) {
  admin.render(<ChatSettingsScreen />, '/admin/chat-settings');
  return waitFor(
    () => screen.getByRole('checkbox', { name: /^City and search pages/ }),
    NAVIGATION,
  );
}
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save chat settings' })));

// The live preview imports the widget when the screen opens. Loading it once before the tests
// keeps a slow first load (vitest transforms it on demand) from outliving the file, which vitest
// reports as an import after the environment was torn down.
beforeAll(async () => {
  await import('@flo/widget');
}, 60_000);

describe('/admin/chat-settings', () => {
  adminConsoleTest(
    'switches Flo off for city pages and the public city page falls back to the form, then on again',
    async ({ site, admin }) => {
      expect(await cityPage(site)).toContain('class="chat-slot"');
      const cities = await openScreen(admin);
      expect((cities as HTMLInputElement).checked).toBe(true);
      fireEvent.click(cities);
      fireEvent.change(screen.getByLabelText(/^Greeting/), {
        target: { value: 'Hello from the Flo team!' },
      });
      await save();
      await waitFor(() => expect(screen.getByText(/^Saved\./)).toBeTruthy());
      const off = stored(site);
      expect(JSON.parse(off.page_settings)).toMatchObject({
        specialists: { enabled: false },
        home: { enabled: true },
      });
      expect(off.greeting).toBe('Hello from the Flo team!');
      const html = await cityPage(site);
      expect(html).not.toContain('class="chat-slot"');
      expect(html).toContain('simple-form');

      fireEvent.click(screen.getByRole('checkbox', { name: /^City and search pages/ }));
      fireEvent.change(screen.getByLabelText(/^Greeting/), { target: { value: '' } });
      await save();
      await waitFor(() => expect(stored(site).greeting).toBeNull());
      expect(JSON.parse(stored(site).page_settings).specialists).toEqual({ enabled: true });
      expect(await cityPage(site)).toContain('class="chat-slot"');
    },
  );

  adminConsoleTest(
    'shows the API’s words for a malformed origin beside the field and changes nothing',
    async ({ site, admin }) => {
      const before = stored(site);
      await openScreen(admin);
      fireEvent.change(screen.getByLabelText(/^Sites allowed to embed Flo/), {
        target: { value: 'https://floors.example.co.uk\nfloors.example/blog' },
      });
      await save();
      await waitFor(() =>
        expect(screen.getByText('An origin such as https://example.co.uk')).toBeTruthy(),
      );
      expect(screen.getByRole('alert')).toBeTruthy();
      expect(stored(site)).toEqual(before);
    },
  );

  adminConsoleTest(
    'starts a split test with a second greeting: stored and previewed on request, and emptied to end it',
    async ({ site, admin }) => {
      await openScreen(admin);
      expect(screen.queryByRole('radio', { name: /Second greeting/ })).toBeNull();
      fireEvent.change(screen.getByLabelText(/^Split test: second greeting/), {
        target: { value: 'Hi! Which room are you flooring?' },
      });
      expect(screen.getByRole('link', { name: 'Flo funnel' }).getAttribute('href')).toBe(
        '/admin/funnel',
      );
      fireEvent.click(screen.getByRole('radio', { name: 'Second greeting (split test)' }));
      expect(screen.getByRole('radio', { name: 'Second greeting (split test)' })).toHaveProperty(
        'checked',
        true,
      );
      await save();
      await waitFor(() => expect(greetingB(site)).toBe('Hi! Which room are you flooring?'));

      fireEvent.change(screen.getByLabelText(/^Split test: second greeting/), {
        target: { value: '  ' },
      });
      expect(screen.queryByRole('radio', { name: /Second greeting/ })).toBeNull();
      await save();
      await waitFor(() => expect(greetingB(site)).toBeNull());
    },
  );
});
