import { ADMIN, createSession, findActiveSession, insertAdmin } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../data/api-request.ts';
import { type HydratedPage, NAVIGATION, openHydratedPage } from '../../testing/hydrated-page.ts';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
let page: HydratedPage | undefined;
let adminId: number;

beforeAll(async () => {
  t = createSiteTestApp();
  adminId = await insertAdmin(t.db);
});
afterAll(() => t.close());
afterEach(() => {
  page?.close();
  page = undefined;
  localStorage.clear();
});

const at = (path: string) =>
  waitFor(() => expect(page?.router.state.location.pathname).toBe(path), NAVIGATION);

describe('the admin console’s session and overview', () => {
  it('sends a noindex loading shell from the server and sends a visitor without a token to /admin/login', async () => {
    const html = await (await t.get('/admin')).text();
    expect(html).toContain('<h1>Overview</h1>');
    expect(html).toContain('<meta name="robots" content="noindex"');
    page = await openHydratedPage(t, '/admin');
    await at('/admin/login');
    expect(page.requests).not.toContain('GET /api/admin/me');
  });

  it('clears a token the API refuses (a business token here) and goes to /admin/login', async () => {
    const businessId = t.db.$client.prepare('select id from businesses limit 1').pluck().get();
    localStorage.setItem(
      ADMIN_TOKEN_KEY,
      createSession(t.db, 'business', Number(businessId), new Date()),
    );
    page = await openHydratedPage(t, '/admin');
    await at('/admin/login');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('logs in, shows the figures and the chart table, and logs out to the home page', async () => {
    page = await openHydratedPage(t, '/admin/login');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ADMIN.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: ADMIN.password } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await at('/admin');
    await waitFor(() => expect(screen.getByText('Active specialists')).toBeTruthy(), NAVIGATION);
    const table = screen.getByRole('table', { name: /Enquiries per day/ });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(screen.getByRole('navigation', { name: 'Admin console' })).toBeTruthy();
    const token = localStorage.getItem(ADMIN_TOKEN_KEY) ?? '';

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await at('/');
    await waitFor(() => expect(screen.getByText('Logged out')).toBeTruthy(), NAVIGATION);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(findActiveSession(t.db, token, 'admin', new Date())).toBeNull();
  });

  it('checks the session again when the window regains focus', async () => {
    const token = createSession(t.db, 'admin', adminId, new Date());
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
    page = await openHydratedPage(t, '/admin');
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
