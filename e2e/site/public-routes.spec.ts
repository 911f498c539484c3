import { expect, test } from '../support/fixtures.ts';
import { demoDirectory } from '../support/site-data.ts';
import { tokenLinksFor } from '../support/token-links.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';

/** Chromium logs the document's own 404 as a console error; that status is the point here. */
const DOCUMENT_NOT_FOUND = /the server responded with a status of 404/;

for (const route of PUBLIC_ROUTES) {
  test.describe(route.route, () => {
    if (route.status === 404) test.use({ expectedConsoleErrors: [DOCUMENT_NOT_FOUND] });

    test('renders its content without JavaScript, then hydrates cleanly', async ({
      browser,
      page,
      urls,
    }) => {
      const demo = demoDirectory();
      const links = tokenLinksFor(demo.specialist.id);
      const url = `${urls.siteUrl}${route.path(demo, links)}`;
      const heading = route.heading(demo);
      const content = route.content?.(demo, links);
      const button = route.button?.(demo, links);
      const expectedLinks = route.links?.(demo) ?? [];

      const serverOnly = await browser.newContext({ javaScriptEnabled: false });
      try {
        const plain = await serverOnly.newPage();
        const response = await plain.goto(url);
        expect(response?.status()).toBe(route.status);
        await expect(plain.getByRole('heading', { level: 1 })).toHaveText(heading);
        if (content) await expect(plain.locator('main')).toContainText(content);
        // Without the page's script a form cannot be sent: its submit waits, disabled.
        if (button) await expect(plain.getByRole('button', { name: button })).toBeDisabled();
        for (const { href, text } of expectedLinks) {
          await expect(plain.locator(`main a[href="${href}"]`).first()).toContainText(text);
        }
      } finally {
        await serverOnly.close();
      }

      await page.goto(url);
      // The cookie banner mounts in an effect: once it shows, React has hydrated the page
      // (a mismatch would have been reported as an error, which fails the test).
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (content) await expect(page.locator('main')).toContainText(content);
      if (button) await expect(page.getByRole('button', { name: button })).toBeEnabled();
    });
  });
}
