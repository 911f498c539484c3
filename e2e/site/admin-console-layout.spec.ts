import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

/* The console at a laptop's 1366 × 768 and on a 390 × 844 phone (ADR 043). */

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The listing the database puts first when sorted by name, Z to A, as the console asks. */
const lastByName = () =>
  withDatabase(true, (db) =>
    db
      .prepare('select name from specialists order by name collate nocase desc, id desc limit 1')
      .pluck()
      .get(),
  ) as string;

async function adminLogIn(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${siteUrl}/admin`);
}

test('an admin works the console at 1366 × 768: side navigation, a sorted list, no sideways scroll, no cookie banner', async ({
  page,
  urls,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await adminLogIn(page, urls.siteUrl);
  const nav = page.getByRole('navigation', { name: 'Admin console' });
  await expect(nav.getByRole('heading', { name: 'Directory' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(nav.getByRole('link', { name: /^Reviews [\d,]+ waiting$/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Specialists' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/admin/specialists`);
  await expect(nav.getByRole('link', { name: 'Specialists' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const table = page.getByRole('table', { name: 'Specialists' });
  await expect(table).toBeVisible();
  await expect(nav).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

  const firstName = () => table.getByRole('row').nth(1).getByRole('link').first().textContent();
  const atoZ = await firstName();
  const nameHeader = table.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=name&order=desc/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(firstName).not.toBe(atoZ);
  expect(await firstName()).toBe(lastByName());

  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await firstName()).toBe(lastByName());
});

test('an admin opens the menu on a 390 × 844 phone and goes to another screen', async ({
  page,
  urls,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminLogIn(page, urls.siteUrl);
  const nav = page.getByRole('navigation', { name: 'Admin console' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Specialists' })).toBeHidden();
  expect(await noSidewaysScroll(page)).toBe(true);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Specialists' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/admin/specialists`);
  await expect(page.getByRole('heading', { level: 1, name: 'Specialists' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin console' }).getByRole('button', { name: 'Menu' }),
  ).toHaveAttribute('aria-expanded', 'false');
  // The table is wider than the phone: it scrolls in its own box, not the page.
  await expect(page.getByRole('table', { name: 'Specialists' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});
