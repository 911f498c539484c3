import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type HydratedPage, openHydratedPage } from '../testing/hydrated-page.ts';
import { createSiteTestApp, type SiteTestApp } from '../testing/site-app.ts';

let t: SiteTestApp;
let page: HydratedPage | undefined;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  page?.close();
  page = undefined;
});

describe('information, form and business pages hydrate without a mismatch', () => {
  it.each([
    '/about',
    '/how-it-works',
    '/privacy-policy',
    '/content/how-to-look-after-wood-floors',
    '/content',
    '/pricing',
    '/checkout?tier=featured',
    '/subscription-success?ref=SUB-AAAAAAAA&tier=standard',
    '/claim-business?name=flooring&city=Leeds',
  ])('%s', async (path) => {
    page = await openHydratedPage(t, path);
    expect(page.errors).toEqual([]);
    expect(document.querySelector('main h1')?.textContent).toBeTruthy();
  });
});
