import { expect, test } from '../support/fixtures.ts';

/**
 * Old paths of the original site (docs/product/routes.md#redirects-to-home) that now land on
 * the home page.
 */
const OLD_PATHS = ['/reviews', '/support', '/success-stories', '/resources', '/terms'];

for (const path of OLD_PATHS) {
  test(`${path} redirects to the home page`, async ({ page, request, urls }) => {
    const answer = await request.get(`${urls.siteUrl}${path}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(new URL(answer.headers().location ?? '', urls.siteUrl).pathname).toBe('/');

    await page.goto(`${urls.siteUrl}${path}`);
    await expect(page).toHaveURL(`${urls.siteUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find a trusted flooring specialist near you',
    );
  });
}

test.describe('an unknown path', () => {
  test.use({ expectedConsoleErrors: [/the server responded with a status of 404/] });

  test('shows the not-found screen with status 404 and a way home', async ({ page, urls }) => {
    const response = await page.goto(`${urls.siteUrl}/flooring/that/never/existed`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(`${urls.siteUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find a trusted flooring specialist near you',
    );
  });
});
