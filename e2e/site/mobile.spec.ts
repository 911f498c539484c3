import { expect, test } from '../support/fixtures.ts';
import { demoDirectory } from '../support/site-data.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PHONE_WIDTH = 390;

/** `hasFields`: the page shows form fields to check (a city page offers only Flo's quick replies). */
for (const { name, path, hasFields } of [
  { name: 'the home page', path: () => '/', hasFields: true },
  {
    name: 'a city page',
    path: () => `/specialists/${demoDirectory().city.slug}`,
    hasFields: false,
  },
  { name: 'the search page', path: () => '/search?location=Leeds', hasFields: true },
]) {
  test(`${name} fits a 390 px phone, with no field under 16 px`, async ({ page, urls }) => {
    await page.goto(`${urls.siteUrl}${path()}`);
    // Hydrated (the banner mounts in an effect), so client-only parts such as Flo are drawn too.
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      /width=device-width/,
    );

    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(scrollWidth).toBeGreaterThan(0);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);

    const fields = page.locator('input:visible, select:visible, textarea:visible');
    if (hasFields) expect(await fields.count()).toBeGreaterThan(0);
    const fontSizes = await fields.evaluateAll((elements) =>
      elements.map((element) => ({
        field: element.getAttribute('name') ?? element.id,
        fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
      })),
    );
    expect(fontSizes.filter(({ fontSize }) => fontSize < 16)).toEqual([]);
  });
}
