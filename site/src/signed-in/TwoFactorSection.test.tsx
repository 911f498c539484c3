import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolationsOfDocument } from '../testing/axe.ts';
import { adminConsoleTest } from '../testing/fixtures.ts';
import { NAVIGATION } from '../testing/hydrated-page.ts';
import { fakeApi, json, renderRoutes } from '../testing/signed-in-area.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

const press = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => cleanup());

describe('TwoFactorSection', () => {
  adminConsoleTest(
    'an admin without it is prompted, sets it up with a code from the app and sees the recovery codes once',
    async ({ site, admin }) => {
      admin.render(<TwoFactorSection area="admin" />, '/admin/settings');
      await screen.findByText(/required for admins/, undefined, NAVIGATION);
      document.documentElement.lang = 'en-GB';
      document.title = 'Queue & settings';
      expect(await axeViolationsOfDocument()).toEqual([]);

      await press('Set up two-factor sign-in');
      const key = await screen.findByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
      const secret = (key.textContent ?? '').replace(/ /g, '');
      expect(
        screen.getByRole('link', { name: /open the setup link/ }).getAttribute('href'),
      ).toMatch(/^otpauth:\/\/totp\//);
      expect(await axeViolationsOfDocument()).toEqual([]);
      fill(
        'Code from your authenticator app',
        TOTP.generate({ secret: Secret.fromBase32(secret) }),
      );
      await press('Turn on two-factor sign-in');

      const codes = await screen.findByRole('list', { name: 'Recovery codes' });
      expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
      const stored = site.db.$client
        .prepare('select secret from two_factor_logins where secret is not null')
        .all();
      expect(stored).toEqual([{ secret }]);
      await press('I have saved my recovery codes');
      await screen.findByText(/Two-factor sign-in is on since/);
      expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
      expect(screen.queryByText('Turn two-factor sign-in off')).toBeNull();
    },
  );

  it('lets a business turn it off with a current code', async () => {
    let enabled = true;
    const api = fakeApi({
      'GET /api/business/two-factor': () =>
        json({
          enabled,
          canDisable: true,
          enabledAt: enabled ? '2026-11-01T10:00:00.000Z' : null,
          recoveryCodesLeft: enabled ? 9 : 0,
        }),
      'POST /api/business/two-factor/disable': () => {
        enabled = false;
        return json({ success: true });
      },
    });
    renderRoutes([{ path: '/', element: <TwoFactorSection area="business" /> }], api);
    expect(await screen.findByText(/9 unused recovery codes/)).toBeTruthy();
    fireEvent.click(screen.getByText('Turn two-factor sign-in off'));
    fill('Current code from your authenticator app', '123456');
    await press('Turn off');
    await screen.findByText(/optional and off/);
    expect(api.bodies).toContainEqual({ code: '123456' });
    expect(screen.queryByText(/required for admins/)).toBeNull();
  });
});
