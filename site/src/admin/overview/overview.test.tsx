import { ADMIN, createSession, findActiveSession, insertAdmin } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../data/api-request.ts';
import { pageTest } from '../../testing/fixtures.ts';
import { type HydratedPage, NAVIGATION } from '../../testing/hydrated-page.ts';

let adminId: number;

pageTest.beforeAll(async ({ site }) => {
  adminId = await insertAdmin(site.db);
});
afterEach(() => {
  localStorage.clear();
});

const at = (page: HydratedPage, path: string) =>
  waitFor(() => expect(page.router.state.location.pathname).toBe(path), NAVIGATION);

describe('the admin console’s session and overview', () => {
  pageTest(
    'sends a noindex loading shell from the server and sends a visitor without a token to /admin/login',
    async ({ site, openPage }) => {
      const html = await (await site.get('/admin')).text();
      expect(html).toContain('<h1>Overview</h1>');
      expect(html).toContain('<meta name="robots" content="noindex"');
      const page = await openPage('/admin');
      await at(page, '/admin/login');
      expect(page.requests).not.toContain('GET /api/admin/me');
    },
  );

  pageTest(
    'clears a token the API refuses (a business token here) and goes to /admin/login',
    async ({ site, openPage }) => {
      const businessId = site.db.$client.prepare('select id from businesses limit 1').pluck().get();
      localStorage.setItem(
        ADMIN_TOKEN_KEY,
        createSession(site.db, 'business', Number(businessId), new Date()),
      );
      const page = await openPage('/admin');
      await at(page, '/admin/login');
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    },
  );

  pageTest(
    'logs in, shows the figures and the link to the charts, and logs out to the home page',
    async ({ site, openPage }) => {
      const page = await openPage('/admin/login');
      fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ADMIN.email } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: ADMIN.password } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
      await at(page, '/admin');
      await waitFor(() => expect(screen.getByText('Active specialists')).toBeTruthy(), NAVIGATION);
      expect(screen.getByRole('link', { name: 'see the figures' }).getAttribute('href')).toBe(
        '/admin/figures',
      );
      expect(screen.getByRole('navigation', { name: 'Admin console' })).toBeTruthy();
      const token = localStorage.getItem(ADMIN_TOKEN_KEY) ?? '';

      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
      await at(page, '/');
      await waitFor(() => expect(screen.getByText('Logged out')).toBeTruthy(), NAVIGATION);
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
      expect(findActiveSession(site.db, token, 'admin', new Date())).toBeNull();
    },
  );

  pageTest('checks the session again when the window regains focus', async ({ site, openPage }) => {
    const token = createSession(site.db, 'admin', adminId, new Date());
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
    const page = await openPage('/admin');
    await waitFor(() => expect(screen.getByText('Active specialists')).toBeTruthy(), NAVIGATION);
    const checks = () => page?.requests.filter((r) => r === 'GET /api/admin/me').length ?? 0;
    const before = checks();
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(checks()).toBeGreaterThan(before), NAVIGATION);
  });
});
