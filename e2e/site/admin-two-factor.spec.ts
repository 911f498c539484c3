import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

/*
 * An admin of its own, so switching two-factor on here never reaches the specs that sign in as
 * E2E_ADMIN: it gets that admin's password (its hash copied) under another address.
 */
const TWO_FACTOR_ADMIN = { email: 'e2e-two-factor-admin@flo.local', password: E2E_ADMIN.password };

function addTwoFactorAdmin(): void {
  withDatabase(false, (db) => {
    db.prepare(
      `insert or ignore into admins (email, name, password_hash)
       select ?, 'Two-factor Admin', password_hash from admins where email = ?`,
    ).run(TWO_FACTOR_ADMIN.email, E2E_ADMIN.email);
    db.prepare(
      `delete from two_factor_logins where role = 'admin'
       and user_id = (select id from admins where email = ?)`,
    ).run(TWO_FACTOR_ADMIN.email);
  });
}

const secretStored = () =>
  withDatabase(true, (db) =>
    db
      .prepare(
        `select secret from two_factor_logins where role = 'admin'
         and user_id = (select id from admins where email = ?)`,
      )
      .get(TWO_FACTOR_ADMIN.email),
  ) as { secret: string | null } | undefined;

// The login's 401 two_factor_required, which asks for the code, is logged by the browser.
test.use({ expectedConsoleErrors: [/the server responded with a status of 401/] });

async function enterPassword(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel('E-mail address').fill(TWO_FACTOR_ADMIN.email);
  await page.getByLabel('Password').fill(TWO_FACTOR_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an admin sets up two-factor sign-in, signs out, and signs back in with the app’s code', async ({
  page,
  urls,
}) => {
  addTwoFactorAdmin();
  await enterPassword(page, urls.siteUrl);
  const nav = page.getByRole('navigation', { name: 'Admin console' });
  await nav.getByRole('link', { name: 'Queue & settings' }).click();
  const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(panel.getByText(/required for admins/)).toBeVisible();

  await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const key = (await panel.locator('.two-factor-secret').textContent()) ?? '';
  const secret = Secret.fromBase32(key.replace(/ /g, ''));
  await expect(panel.getByRole('link', { name: /open the setup link/ })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\/Flo:/,
  );
  await panel.getByLabel('Code from your authenticator app').fill(TOTP.generate({ secret }));
  await panel.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(
    panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await panel.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(panel.getByText(/Two-factor sign-in is on since/)).toBeVisible();
  expect(secretStored()?.secret).toBe(key.replace(/ /g, ''));

  await nav.getByRole('button', { name: 'Log out' }).click();
  await enterPassword(page, urls.siteUrl);
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toHaveCount(0);
  // The code of the next 30 s step: the one that switched it on cannot be used twice.
  await code.fill(TOTP.generate({ secret, timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeVisible();
});
