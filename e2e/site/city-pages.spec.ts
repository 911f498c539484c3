import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { activeSpecialistCount } from '../support/site-data.ts';

const PAGE_SIZE = 24;
const cardNames = (page: Page) => page.locator('.specialist-card__name').allTextContents();
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

test('a visitor pages through the Leeds specialists 24 at a time, each page its own address', async ({
  page,
  urls,
}) => {
  const total = activeSpecialistCount('leeds');
  const pages = Math.ceil(total / PAGE_SIZE);
  expect(pages).toBeGreaterThan(1);

  await page.goto(`${urls.siteUrl}/specialists/leeds`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const pagination = page.getByRole('navigation', { name: 'Pages of specialists in Leeds' });
  await expect(pagination).toContainText(`Page 1 of ${pages}`);
  const firstNames = await cardNames(page);
  expect(firstNames).toHaveLength(PAGE_SIZE);
  expect(await canonical(page)).toMatch(/\/specialists\/leeds$/);

  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/specialists/leeds?page=2`);
  await expect(pagination).toContainText(`Page 2 of ${pages}`);
  await expect(page.getByText(`Showing 25 to ${Math.min(48, total)} of ${total}.`)).toBeVisible();
  const secondNames = await cardNames(page);
  expect(secondNames).toHaveLength(Math.min(PAGE_SIZE, total - PAGE_SIZE));
  expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([]);
  expect(await canonical(page)).toMatch(/\/specialists\/leeds\?page=2$/);

  await pagination.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/specialists/leeds`);
  expect(await cardNames(page)).toEqual(firstNames);

  const pastTheEnd = await page.request.get(`${urls.siteUrl}/specialists/leeds?page=${pages + 1}`);
  expect(pastTheEnd.status()).toBe(404);
});
