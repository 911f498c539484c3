import { copy } from '@flo/chat-machine';
import { SERVICE_NAMES } from '@flo/contract/constants';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chooseReply, WIDGET_TEXT } from '../support/flo-chat.ts';
import { expectBubbleMounted, expectFloGreeted } from '../support/flo-ready.ts';
import { demoDirectory } from '../support/site-data.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PHONE_WIDTH = 390;

/**
 * Each page with Flo drawn as a visitor meets it, so its fields are measured too. On a city
 * page Flo first offers only quick replies: the visitor asks for quotes, and Flo's message box
 * is the field to measure.
 */
const PAGES: Array<{ name: string; path: () => string; showFlo: (page: Page) => Promise<void> }> = [
  {
    name: 'the home page',
    path: () => '/',
    showFlo: async (page) => {
      await expectFloGreeted(page, 'hero');
    },
  },
  {
    name: 'a city page',
    path: () => `/specialists/${demoDirectory().city.slug}`,
    showFlo: async (page) => {
      const chat = await expectFloGreeted(page, 'embedded');
      await chooseReply(chat, SERVICE_NAMES.carpet);
      await chooseReply(chat, copy.getQuotes);
      await expect(chat.getByRole('textbox', { name: WIDGET_TEXT.input })).toBeVisible();
    },
  },
  {
    name: 'the search page',
    path: () => '/search?location=Leeds',
    showFlo: async (page) => {
      await expectBubbleMounted(page);
    },
  },
];

for (const { name, path, showFlo } of PAGES) {
  test(`${name} fits a 390 px phone, with no field under 16 px`, async ({ page, urls }) => {
    await page.goto(`${urls.siteUrl}${path()}`);
    // Hydrated (the banner mounts in an effect), so client-only parts such as Flo are drawn too.
    await page.getByRole('button', { name: 'Accept' }).click();
    await showFlo(page);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      /width=device-width/,
    );

    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(scrollWidth).toBeGreaterThan(0);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);

    // The CSS engine looks inside open shadow roots, so Flo's own fields count.
    const fields = page.locator('input:visible, select:visible, textarea:visible');
    expect(await fields.count()).toBeGreaterThan(0);
    const fontSizes = await fields.evaluateAll((elements) =>
      elements.map((element) => ({
        field: element.getAttribute('name') ?? element.id,
        fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
      })),
    );
    expect(fontSizes.filter(({ fontSize }) => fontSize < 16)).toEqual([]);
  });
}
