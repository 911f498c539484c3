import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectBubbleMounted, expectFloGreeted } from '../support/flo-ready.ts';
import { demoDirectory } from '../support/site-data.ts';

/** `showFlo` waits for the page's Flo: the hero or embedded chat greeting, or the bubble's host. */
const PAGES: Array<{
  name: string;
  path: () => string;
  showFlo: (page: Page) => Promise<unknown>;
}> = [
  { name: 'home', path: () => '/', showFlo: (page) => expectFloGreeted(page, 'hero') },
  {
    name: 'search',
    path: () => '/search?location=Leeds&service=carpet',
    showFlo: expectBubbleMounted,
  },
  {
    name: 'city',
    path: () => `/specialists/${demoDirectory().city.slug}`,
    showFlo: (page) => expectFloGreeted(page, 'embedded'),
  },
  {
    name: 'profile',
    path: () => `/specialist/${demoDirectory().specialist.slug}`,
    showFlo: (page) => expectFloGreeted(page, 'embedded'),
  },
];

for (const { name, path, showFlo } of PAGES) {
  test(`the ${name} page has no serious or critical axe violations`, async ({ page, urls }) => {
    await page.goto(`${urls.siteUrl}${path()}`);
    // Checked as a visitor sees it: hydrated, with the cookie banner on screen and Flo drawn.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await showFlo(page);

    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
