import type { Page } from '@playwright/test';
import { businessAreaChunks, insertTestBusiness, setupLinkPathFor } from '../support/business.ts';
import { expect, test } from '../support/fixtures.ts';

const PASSWORD = 'parquet-and-pine-2026';

/** Every script the page downloaded or was told to preload, as site paths. */
async function scriptsOf(page: Page, requested: string[]): Promise<string[]> {
  const linked = await page
    .locator('script[src], link[rel="modulepreload"]')
    .evaluateAll((elements) =>
      elements.map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? ''),
    );
  return [...linked, ...requested].map((url) => new URL(url, 'http://site.invalid').pathname);
}

test('a business gets a setup link, sets its password, reads its enquiry and logs out', async ({
  page,
  request,
  urls,
}) => {
  const business = insertTestBusiness('owner.business-e2e@example.co.uk');
  const enquiry = await request.post(`${urls.apiUrl}/api/enquiries`, {
    data: {
      customerMessage: 'Could you quote for oak herringbone in a 20 square metre lounge?',
      serviceType: 'Hardwood Flooring',
      location: 'Leeds',
      specialistId: business.specialistId,
      source: 'stable_chat_input',
    },
  });
  expect(enquiry.status()).toBe(201);

  await page.goto(`${urls.siteUrl}/login`);
  await page.getByLabel('Business e-mail address').fill(business.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(`${urls.siteUrl}${await setupLinkPathFor(business.email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set your password');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. Log in with it below.')).toBeVisible();
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(business.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(`${urls.siteUrl}/dashboard`);
  await expect(page.getByRole('heading', { level: 2, name: business.name })).toBeVisible();
  await expect(page.getByRole('link', { name: business.specialistName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Hardwood Flooring: Anonymous',
  ]);
  await expect(page.getByText('oak herringbone')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('business_auth_token'))).toBeTruthy();

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/login`);
  await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('business_auth_token'))).toBeNull();
});

test('opening /dashboard without a login redirects to /login', async ({ page, urls }) => {
  await page.goto(`${urls.siteUrl}/dashboard`);
  await expect(page).toHaveURL(`${urls.siteUrl}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business login');
});

test('the public home page does not download the business area; /login does', async ({
  page,
  urls,
}) => {
  const chunks = businessAreaChunks();
  expect(chunks.length).toBeGreaterThanOrEqual(4);
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') requested.push(req.url());
  });

  await page.goto(`${urls.siteUrl}/`);
  await page.waitForLoadState('networkidle');
  const onHome = await scriptsOf(page, requested);
  expect(onHome.length).toBeGreaterThan(0);
  expect(onHome.filter((path) => chunks.includes(path))).toEqual([]);

  requested.length = 0;
  await page.goto(`${urls.siteUrl}/login`);
  await page.waitForLoadState('networkidle');
  expect((await scriptsOf(page, requested)).some((path) => chunks.includes(path))).toBe(true);
});
