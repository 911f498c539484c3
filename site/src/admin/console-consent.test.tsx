import { createSession, insertAdmin } from '@flo/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../data/api-request.ts';
import { businessAreaTest, pageTest } from '../testing/fixtures.ts';
import { NAVIGATION } from '../testing/hydrated-page.ts';

/*
 * The console and the dashboard load no analytics, so they ask no cookie consent (ADR 043):
 * nothing covers a chart or a table, even for someone who never answered the banner.
 */

afterEach(() => {
  localStorage.clear();
});

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const analyticsScripts = () => document.querySelectorAll('script#flo-analytics').length;

describe('cookie consent in the signed-in areas', () => {
  pageTest('a public page asks for it', async ({ openPage }) => {
    await openPage('/');
    await waitFor(() => expect(banner()).not.toBeNull(), NAVIGATION);
  });

  pageTest(
    'the console shows no banner and loads no analytics, on the server or once signed in',
    async ({ site, openPage }) => {
      const html = await (await site.get('/admin/figures')).text();
      expect(html).toContain('<h1>Figures</h1>');
      expect(html).not.toContain('cookie-banner');
      localStorage.setItem(
        ADMIN_TOKEN_KEY,
        createSession(site.db, 'admin', await insertAdmin(site.db), new Date()),
      );
      await openPage('/admin/figures');
      await waitFor(
        () => expect(screen.getByRole('navigation', { name: 'Admin console' })).toBeTruthy(),
        NAVIGATION,
      );
      expect(banner()).toBeNull();
      expect(analyticsScripts()).toBe(0);
    },
  );

  businessAreaTest('the business dashboard shows no banner either', async ({ logIn, openPage }) => {
    logIn();
    await openPage('/dashboard');
    await waitFor(
      () => expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy(),
      NAVIGATION,
    );
    expect(banner()).toBeNull();
    expect(analyticsScripts()).toBe(0);
  });
});
