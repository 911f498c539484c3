import { test } from 'vitest';
import { adminConsole, adminToken } from './admin-screen.tsx';
import { demoBusiness, logInDemoBusiness } from './business-session.ts';
import { type HydratedPage, hydrateLoadedPage, openHydratedPage } from './hydrated-page.ts';
import { createSiteTestApp, type SiteTestApp } from './site-app.ts';

/**
 * Vitest's `test` with a `site` fixture: the real API on a temp SQLite file filled with demo
 * data, the site handler mounted (`createSiteTestApp`). One app serves every test of a file:
 * made for the first test that asks for it, closed and deleted after the file's last test, so
 * tests that write to it see each other's writes. Set-up a file adds to the app goes in
 * `siteTest.beforeAll(({ site }) => …)`.
 *
 * @example
 * siteTest('renders the home page', async ({ site }) => {
 *   expect((await site.get('/')).status).toBe(200);
 * });
 */
export const siteTest = test.extend(
  'site',
  { scope: 'file' },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
  async ({}, { onCleanup }): Promise<SiteTestApp> => {
    const site = createSiteTestApp();
    onCleanup(() => site.close());
    return site;
  },
);

/** `siteTest` whose `site` is a fresh app for each test, closed and deleted after it. */
export const freshSiteTest = test.extend(
  'site',
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
  async ({}, { onCleanup }): Promise<SiteTestApp> => {
    const site = createSiteTestApp();
    onCleanup(() => site.close());
    return site;
  },
);

/** Keeps the pages a test hydrated, to close them after it. */
function pagesClosedAfter(onCleanup: (cleanup: () => void) => void) {
  const pages: HydratedPage[] = [];
  onCleanup(() => {
    for (const page of pages.splice(0)) page.close();
  });
  return (page: HydratedPage) => {
    pages.push(page);
    return page;
  };
}

/**
 * `siteTest` with the browser side: `openPage(path)` renders `path` on the server, loads it into
 * the jsdom document and hydrates it (`openHydratedPage`); `hydratePage()` hydrates what
 * `loadServerPage` already put in the document (`hydrateLoadedPage`). Either's pages are
 * closed after the test.
 *
 * @example
 * pageTest('sends the form', async ({ site, openPage }) => {
 *   const page = await openPage('/contact');
 *   expect(page.errors).toEqual([]);
 * });
 */
export const pageTest = siteTest
  .extend('openPage', ({ site }, { onCleanup }) => {
    const keep = pagesClosedAfter(onCleanup);
    return async (path: string) => keep(await openHydratedPage(site, path));
  })
  .extend('hydratePage', ({ site }, { onCleanup }) => {
    const keep = pagesClosedAfter(onCleanup);
    return async () => keep(await hydrateLoadedPage(site));
  });

/**
 * `siteTest` with an admin signed in to the file's app: `adminToken` is the admin's session
 * token (one admin for the file), `admin` renders a console screen as that admin
 * (`adminConsole`) and unmounts it after the test.
 *
 * @example
 * adminConsoleTest('lists reviews', ({ site, admin }) => {
 *   admin.render(<ReviewQueue />, '/admin/reviews');
 *   site.db.select().from(reviews).all();
 * });
 */
export const adminConsoleTest = siteTest
  .extend('adminToken', { scope: 'file' }, ({ site }) => adminToken(site))
  .extend('admin', ({ site, adminToken }, { onCleanup }) => {
    const admin = adminConsole(site, adminToken);
    onCleanup(() => admin.unmount());
    return admin;
  });

/**
 * `pageTest` for the business area: `business` is the seed's demo business and its listing
 * (`demoBusiness`), `logIn()` signs it in the way the login page does (`logInDemoBusiness`) and
 * answers the token. Each test starts signed out: the browser's storage is cleared after it.
 *
 * @example
 * businessAreaTest('shows the dashboard', async ({ logIn, openPage }) => {
 *   logIn();
 *   const page = await openPage('/dashboard');
 * });
 */
export const businessAreaTest = pageTest
  .extend('business', { scope: 'file' }, ({ site }) => demoBusiness(site))
  .extend(
    'signedOutAfter',
    { auto: true },
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
    ({}, { onCleanup }) => {
      onCleanup(() => localStorage.clear());
    },
  )
  .extend('logIn', ({ site }) => {
    const logIn = () => logInDemoBusiness(site);
    return logIn;
  });
