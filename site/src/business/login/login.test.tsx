import { businesses, mailOutbox } from '@flo/api/schema';
import { DEMO_BUSINESS_EMAIL } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { BUSINESS_TOKEN_KEY } from '../../data/api-request.ts';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

const PASSWORD = 'oak-and-walnut-2026';
/** Login and password setup run scrypt, slower than waitFor's default second on a busy machine. */
const SLOW_ANSWER = { timeout: 15_000 };

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));
const setupMails = (site: SiteTestApp) =>
  site.db
    .select()
    .from(mailOutbox)
    .all()
    .filter((mail) => mail.kind === 'business_setup_link');

/** The site path of the newest setup link e-mailed to the demo business. */
function newestSetupPath(site: SiteTestApp): string {
  const link = /https?:\/\/\S+\/login\?\S+/.exec(setupMails(site).at(-1)?.text ?? '')?.[0];
  if (!link) throw new Error('No setup link was e-mailed');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('/login', () => {
  businessAreaTest(
    'renders the login form, the setup-link form and noindex on the server',
    async ({ site }) => {
      const html = await (await site.get('/login')).text();
      expect(html).toContain('<h1>Business login</h1>');
      expect(html).toContain('<label class="field__label" for="login-email">E-mail address');
      expect(html).toContain('type="password"');
      expect(html).toContain('Forgotten or never set your password?');
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toContain('site-footer');
    },
  );

  businessAreaTest(
    'asks for a setup link, sets the password from it and logs in to the dashboard',
    async ({ site, openPage }) => {
      let page = await openPage('/login');
      fill('Business e-mail address', DEMO_BUSINESS_EMAIL);
      await click('Send me a link');
      await waitFor(() => expect(screen.getByText('Check your inbox')).toBeTruthy());
      expect(screen.getByText(/If that address belongs to a registered business/)).toBeTruthy();
      expect(setupMails(site)).toHaveLength(1);
      page.close();

      page = await openPage(newestSetupPath(site));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set your password');
      fill('New password', PASSWORD);
      fill('Confirm new password', PASSWORD);
      await click('Set password');
      await waitFor(
        () => expect(screen.getByText('Your password is set. Log in with it below.')).toBeTruthy(),
        SLOW_ANSWER,
      );
      expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe(
        DEMO_BUSINESS_EMAIL,
      );
      fill('Password', PASSWORD);
      await click('Log in');
      await waitFor(
        () => expect(page?.router.state.location.pathname).toBe('/dashboard'),
        SLOW_ANSWER,
      );
      expect(localStorage.getItem(BUSINESS_TOKEN_KEY)).toMatch(/^[\w-]{43}$/);
      const demo = site.db
        .select()
        .from(businesses)
        .where(eq(businesses.email, DEMO_BUSINESS_EMAIL))
        .get();
      await waitFor(
        () => expect(screen.getByRole('heading', { name: demo?.name })).toBeTruthy(),
        NAVIGATION,
      );
      expect(page.requests).toContain('GET /api/business/me');
    },
  );

  businessAreaTest(
    'e-mails a one-time sign-in link that signs in to the dashboard without the password, once',
    async ({ site, openPage }) => {
      let page = await openPage('/login');
      fill('Your login e-mail', DEMO_BUSINESS_EMAIL);
      await click('E-mail me a sign-in link');
      await waitFor(() => expect(screen.getByText('Check your inbox')).toBeTruthy());
      const mail = await waitFor(() => {
        const sent = site.db.select().from(mailOutbox).all();
        const link = sent.find((row) => row.kind === 'sign_in_link');
        expect(link?.to).toBe(DEMO_BUSINESS_EMAIL);
        return link;
      });
      const url = new URL(/https?:\/\/\S+\?signin=\S+/.exec(mail?.text ?? '')?.[0] ?? '');
      page.close();

      page = await openPage(`${url.pathname}${url.search}`);
      expect(screen.queryByLabelText('Password')).toBeNull();
      await click('Sign in with this link');
      await waitFor(
        () => expect(page?.router.state.location.pathname).toBe('/dashboard'),
        SLOW_ANSWER,
      );
      expect(localStorage.getItem(BUSINESS_TOKEN_KEY)).toMatch(/^[\w-]{43}$/);
      page.close();

      page = await openPage(`${url.pathname}${url.search}`);
      await click('Sign in with this link');
      await waitFor(
        () => expect(screen.getByText(/expired or was already used/)).toBeTruthy(),
        SLOW_ANSWER,
      );
    },
  );

  businessAreaTest(
    'leaves no stale Login failed toast on the dashboard after a failed, then a good login',
    async ({ openPage }) => {
      const page = await openPage('/login');
      fill('E-mail address', DEMO_BUSINESS_EMAIL);
      fill('Password', 'not-the-password');
      await click('Log in');
      await waitFor(() => expect(screen.getByText('Login failed')).toBeTruthy(), SLOW_ANSWER);
      fill('Password', PASSWORD);
      await click('Log in');
      await waitFor(
        () => expect(page?.router.state.location.pathname).toBe('/dashboard'),
        SLOW_ANSWER,
      );
      expect(screen.queryByText('Login failed')).toBeNull();
    },
  );

  businessAreaTest(
    'says the same for an address that has no account, and e-mails nobody',
    async ({ site, openPage }) => {
      const before = setupMails(site).length;
      await openPage('/login');
      fill('Business e-mail address', 'nobody@unknown.example');
      await click('Send me a link');
      await waitFor(() => expect(screen.getByText('Check your inbox')).toBeTruthy());
      expect(setupMails(site)).toHaveLength(before);
    },
  );

  businessAreaTest(
    "shows the server's text when the login is refused, and keeps no token",
    async ({ openPage }) => {
      const page = await openPage('/login');
      fill('E-mail address', DEMO_BUSINESS_EMAIL);
      fill('Password', 'not-the-password');
      await click('Log in');
      await waitFor(
        () =>
          expect(document.querySelector('.form-alert')?.textContent).toBe(
            'Invalid email or password',
          ),
        SLOW_ANSWER,
      );
      expect(localStorage.getItem(BUSINESS_TOKEN_KEY)).toBeNull();
      expect(page.router.state.location.pathname).toBe('/login');
    },
  );

  businessAreaTest(
    "says 'Password setup failed' for a link whose token is not valid (used, replaced, expired)",
    async ({ openPage }) => {
      await openPage('/login?setup=a-link-token-nobody-issued-0000&email=demo%40flo.local');
      fill('New password', PASSWORD);
      fill('Confirm new password', PASSWORD);
      await click('Set password');
      await waitFor(
        () =>
          expect(document.querySelector('.form-alert')?.textContent).toMatch(
            /^Password setup failed\./,
          ),
        SLOW_ANSWER,
      );
    },
  );

  businessAreaTest('shows a password that is too short beside its field', async ({ openPage }) => {
    await openPage('/login?setup=a-link-token-nobody-issued-0000&email=demo%40flo.local');
    fill('New password', 'short');
    fill('Confirm new password', 'short');
    await click('Set password');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('setup-password-error')?.textContent).toBe(
      'At least 10 characters',
    );
  });
});
