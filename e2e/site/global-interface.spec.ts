import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, WIDGET_TEXT } from '../support/flo-chat.ts';
import { expectBubbleMounted } from '../support/flo-ready.ts';

const CONSENT_KEY = 'cookieConsent';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

const storedConsent = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);

/** Scrolls the window to `top` and waits a frame, so scroll listeners have run. */
async function scrollWindowTo(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise((done) => {
        window.scrollTo({ top: y, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
    top,
  );
}

/**
 * Reloads and proves the page has hydrated before asserting on what did not appear: the
 * 'Back to top' button only shows once the layout's effects run, like the cookie banner.
 */
async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await scrollWindowTo(page, 400);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
}

for (const { control, stored } of [
  { control: 'Accept', stored: 'accepted' },
  { control: 'Decline', stored: 'declined' },
  { control: 'Close cookie banner', stored: 'declined' },
]) {
  test(`the cookie banner's ${control} control stores '${stored}' and is not asked again`, async ({
    page,
    urls,
  }) => {
    await page.goto(`${urls.siteUrl}/locations`);
    await expect(banner(page)).toContainText('cookies');
    await banner(page).getByRole('button', { name: control, exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe(stored);

    await reloadHydrated(page);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe(stored);
  });
}

test('the cookie banner links to the privacy policy', async ({ page, urls }) => {
  await page.goto(`${urls.siteUrl}/`);
  await banner(page).getByRole('link', { name: 'privacy policy' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/privacy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
});

test('the Back to top button shows past 300 px of scroll and returns to the top', async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.siteUrl}/locations`);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await scrollWindowTo(page, 400);
  await expect(backToTop).toBeVisible();
  await scrollWindowTo(page, 250);
  await expect(backToTop).toBeHidden();
  await scrollWindowTo(page, 1200);
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toBeHidden();
});

test("Flo's floating launcher appears on an inner page after 500 px of scroll", async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.siteUrl}/locations`);
  // The launcher keeps clear of the cookie banner, so answer it first.
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await scrollWindowTo(page, 450);
  // Flo is on the page and has drawn, so a missing launcher means 'not yet due'.
  const bubble = await expectBubbleMounted(page);
  const launcher = bubble.getByRole('button', { name: WIDGET_TEXT.launcher });
  await expect(launcher).toBeHidden();
  await scrollWindowTo(page, 700);
  await expect(launcher).toBeVisible();
  await launcher.click();
  await expect(chatIn(bubble, 'dialog')).toBeVisible();
});

test("Flo's floating launcher never covers the cookie banner, and shows once it is answered", async ({
  page,
  urls,
}) => {
  // Narrow enough that the banner reaches the corner where the launcher floats.
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto(`${urls.siteUrl}/locations`);
  await expect(banner(page)).toBeVisible();
  await scrollWindowTo(page, 700);
  const bubble = await expectBubbleMounted(page);
  const launcher = bubble.getByRole('button', { name: WIDGET_TEXT.launcher });

  const bannerBox = await banner(page).boundingBox();
  const launcherBox = (await launcher.isVisible()) ? await launcher.boundingBox() : null;
  expect(bannerBox).not.toBeNull();
  if (bannerBox && launcherBox) {
    const apart =
      launcherBox.x >= bannerBox.x + bannerBox.width ||
      bannerBox.x >= launcherBox.x + launcherBox.width ||
      launcherBox.y >= bannerBox.y + bannerBox.height ||
      bannerBox.y >= launcherBox.y + launcherBox.height;
    expect(apart, 'the launcher overlaps the cookie banner').toBe(true);
  }

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(launcher).toBeVisible();
});

test('following a link starts the next page at the top', async ({ page, urls }) => {
  await page.goto(`${urls.siteUrl}/locations`);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await scrollWindowTo(page, 100_000);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Flo');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
