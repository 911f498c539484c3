import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { activeSpecialistCount } from '../support/site-data.ts';

const LEEDS_POSTCODE = 'LS1 4AP';

const resultCities = (page: Page) => page.locator('.specialist-card__city').allTextContents();
const resultNames = (page: Page) => page.locator('.specialist-card__name').allTextContents();

function countText(total: number): string {
  return total === 1 ? '1 specialist found' : `${total} specialists found`;
}

test('a postcode and a service find the Leeds specialists, page by page, at a shareable URL', async ({
  browser,
  page,
  urls,
}) => {
  await page.goto(`${urls.siteUrl}/search`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const search = page.getByRole('search');

  await search.getByLabel('Town, city or postcode').fill(LEEDS_POSTCODE);
  await search.getByLabel('Service').selectOption({ label: 'Carpet Installation' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/search?location=LS1+4AP&service=carpet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Carpet Installation specialists near ${LEEDS_POSTCODE}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: /found$/ })).toHaveText(
    countText(activeSpecialistCount('leeds', 'carpet')),
  );
  const carpetCities = await resultCities(page);
  expect(carpetCities.length).toBeGreaterThan(0);
  expect(new Set(carpetCities)).toEqual(new Set(['Leeds']));

  // Every service: more Leeds specialists than one page of 20 holds.
  await search.getByLabel('Service').selectOption({ label: 'All services' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/search?location=LS1+4AP`);
  const leedsTotal = activeSpecialistCount('leeds');
  await expect(page.getByRole('heading', { level: 2, name: /found$/ })).toHaveText(
    countText(leedsTotal),
  );
  const pages = Math.ceil(leedsTotal / 20);
  const pagination = page.getByRole('navigation', { name: 'Search results pages' });
  await expect(pagination).toContainText(`Page 1 of ${pages}`);
  const firstPageNames = await resultNames(page);

  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/search?location=LS1+4AP&page=2`);
  await expect(pagination).toContainText(`Page 2 of ${pages}`);
  const secondPageNames = await resultNames(page);
  expect(secondPageNames.length).toBe(Math.min(20, leedsTotal - 20));
  expect(secondPageNames.filter((name) => firstPageNames.includes(name))).toEqual([]);
  expect(new Set(await resultCities(page))).toEqual(new Set(['Leeds']));

  // The address is the whole search: a friend opening it sees the same page of results.
  const friend = await browser.newContext();
  try {
    const friendPage = await friend.newPage();
    await friendPage.goto(page.url());
    await expect(
      friendPage.getByRole('navigation', { name: 'Search results pages' }),
    ).toContainText(`Page 2 of ${pages}`);
    expect(await resultNames(friendPage)).toEqual(secondPageNames);
  } finally {
    await friend.close();
  }
});
