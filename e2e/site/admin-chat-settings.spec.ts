import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/business.ts';
import { setPageTypeEnabled, withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, floHost } from '../support/flo-chat.ts';
import { demoDirectory } from '../support/site-data.ts';

/*
 * The page type switched here is 'specialists' (city and search pages): no other spec needs
 * Flo there (they read those pages' content, which stays), whereas 'services' is switched by
 * widget/disabled-page-type.spec.ts and chatted on by location-chat.spec.ts, and all specs
 * share one database. It is switched back on in `finally`, whatever happened.
 */

const CITY_PAGES = /^City and search pages/;

async function logIn(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeVisible();
}

/** Ticks or clears the city pages' switch at /admin/chat-settings and saves. */
async function switchCityPages(page: Page, siteUrl: string, on: boolean) {
  await page.goto(`${siteUrl}/admin/chat-settings`);
  await page.getByRole('checkbox', { name: CITY_PAGES }).setChecked(on);
  await page.getByRole('button', { name: 'Save chat settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible();
}

const cityPagesEnabled = () =>
  withDatabase(true, (db) => {
    const row = db.prepare('select page_settings from chat_settings where id = 1').get() as {
      page_settings: string;
    };
    return (JSON.parse(row.page_settings) as Record<string, { enabled: boolean }>).specialists
      ?.enabled;
  });

test('an admin switches Flo off for city pages and it leaves them, then switches it back on', async ({
  page,
  urls,
}) => {
  const { city } = demoDirectory();
  const cityUrl = `${urls.siteUrl}/specialists/${city.slug}`;
  const slotTitle = `Get free quotes in ${city.name}`;
  try {
    await logIn(page, urls.siteUrl);
    await switchCityPages(page, urls.siteUrl, false);
    expect(cityPagesEnabled()).toBe(false);

    await page.goto(cityUrl);
    const form = page.getByRole('region', { name: slotTitle });
    await expect(form.getByLabel('Your message')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('flo-chat')).toHaveCount(0);

    await switchCityPages(page, urls.siteUrl, true);
    expect(cityPagesEnabled()).toBe(true);
    await page.goto(cityUrl);
    await expect(chatIn(floHost(page, 'embedded'), 'region')).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveCount(0);
  } finally {
    if (cityPagesEnabled() !== true) setPageTypeEnabled('specialists', true);
  }
});

test('the live preview takes a new accent colour before it is saved', async ({ page, urls }) => {
  const savedAccent = () =>
    withDatabase(true, (db) =>
      db.prepare('select accent_colour from chat_settings where id = 1').get(),
    ) as { accent_colour: string };
  const before = savedAccent().accent_colour;
  const accent = before === '#7c3aed' ? '#b91c1c' : '#7c3aed';
  await logIn(page, urls.siteUrl);
  await page.goto(`${urls.siteUrl}/admin/chat-settings`);
  const preview = page.getByRole('region', { name: 'Live preview' });
  const root = preview.locator('flo-chat .flo-root');
  const accentOf = () =>
    root.evaluate((element) =>
      (element as HTMLElement).style.getPropertyValue('--flo-accent-color'),
    );
  await expect(chatIn(preview.locator('flo-chat'), 'region')).toBeVisible();
  await expect.poll(accentOf).toBe(`var(--flo-accent, ${before})`);

  await page.getByLabel('Accent colour').fill(accent);
  await expect.poll(accentOf).toBe(`var(--flo-accent, ${accent})`);
  expect(savedAccent().accent_colour).toBe(before);
});
