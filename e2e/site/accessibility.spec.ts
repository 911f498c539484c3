import axe from 'axe-core';
import { expect, test } from '../support/fixtures.ts';
import { demoDirectory } from '../support/site-data.ts';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

const PAGES = [
  { name: 'home', path: () => '/' },
  { name: 'search', path: () => '/search?location=Leeds&service=carpet' },
  { name: 'city', path: () => `/specialists/${demoDirectory().city.slug}` },
  { name: 'profile', path: () => `/specialist/${demoDirectory().specialist.slug}` },
];

for (const { name, path } of PAGES) {
  test(`the ${name} page has no serious or critical axe violations`, async ({ page, urls }) => {
    await page.goto(`${urls.siteUrl}${path()}`);
    // Checked as a visitor sees it: hydrated, with the cookie banner on screen.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();

    // Evaluated through the DevTools protocol: the site's CSP forbids adding a script tag.
    await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe.run(document);
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target),
      }));
    });
    // Comparing with [] makes a failure print the rules and the elements that broke them.
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
  });
}
