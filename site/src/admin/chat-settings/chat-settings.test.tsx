import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpAdminConsole } from '../../testing/admin-screen.tsx';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import { ChatSettingsScreen } from './ChatSettingsScreen.tsx';

const admin = setUpAdminConsole();

interface SettingsRow {
  page_settings: string;
  allowed_origins: string;
  greeting: string | null;
}
const stored = () =>
  admin.t.db.$client
    .prepare('select page_settings, allowed_origins, greeting from chat_settings where id = 1')
    .get() as SettingsRow;
/** The Leeds city page as the server renders it: Flo's slot, or the one-box form. */
const cityPage = async () =>
  (await (await admin.t.get('/specialists/leeds')).text()).replace(/<!-- -->/g, '');

async function openScreen() {
  admin.render(<ChatSettingsScreen />, '/admin/chat-settings');
  return waitFor(
    () => screen.getByRole('checkbox', { name: /^City and search pages/ }),
    NAVIGATION,
  );
}
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save chat settings' })));

describe('/admin/chat-settings', () => {
  it('switches Flo off for city pages and the public city page falls back to the form, then on again', async () => {
    expect(await cityPage()).toContain('class="chat-slot"');
    const cities = await openScreen();
    expect((cities as HTMLInputElement).checked).toBe(true);
    fireEvent.click(cities);
    fireEvent.change(screen.getByLabelText(/^Greeting/), {
      target: { value: 'Hello from the Flo team!' },
    });
    await save();
    await waitFor(() => expect(screen.getByText(/^Saved\./)).toBeTruthy());
    const off = stored();
    expect(JSON.parse(off.page_settings)).toMatchObject({
      specialists: { enabled: false },
      home: { enabled: true },
    });
    expect(off.greeting).toBe('Hello from the Flo team!');
    const html = await cityPage();
    expect(html).not.toContain('class="chat-slot"');
    expect(html).toContain('simple-form');

    fireEvent.click(screen.getByRole('checkbox', { name: /^City and search pages/ }));
    fireEvent.change(screen.getByLabelText(/^Greeting/), { target: { value: '' } });
    await save();
    await waitFor(() => expect(stored().greeting).toBeNull());
    expect(JSON.parse(stored().page_settings).specialists).toEqual({ enabled: true });
    expect(await cityPage()).toContain('class="chat-slot"');
  });

  it('shows the API’s words for a malformed origin beside the field and changes nothing', async () => {
    const before = stored();
    await openScreen();
    fireEvent.change(screen.getByLabelText(/^Sites allowed to embed Flo/), {
      target: { value: 'https://floors.example.co.uk\nfloors.example/blog' },
    });
    await save();
    await waitFor(() =>
      expect(screen.getByText('An origin such as https://example.co.uk')).toBeTruthy(),
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(stored()).toEqual(before);
  });
});
