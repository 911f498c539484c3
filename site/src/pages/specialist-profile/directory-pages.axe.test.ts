import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

/** Rules jsdom cannot judge: it has no layout, so no colours or sizes. */
const NEEDS_LAYOUT = { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } };

// jsdom has no canvas; axe then skips its icon-font check instead of logging 'Not implemented'.
HTMLCanvasElement.prototype.getContext = () => null;

/** Loads the page the server sends for `path` into the jsdom document and runs axe over it. */
async function violationsOf(path: string): Promise<string[]> {
  const html = await (await t.get(path)).text();
  const served = new DOMParser().parseFromString(html, 'text/html').documentElement;
  document.documentElement.lang = served.lang;
  document.documentElement.innerHTML = served.innerHTML;
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: NEEDS_LAYOUT,
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`);
}

describe('directory pages pass axe-core (WCAG 2.1 A and AA rules) as served', () => {
  it.each([
    '/specialists/leeds',
    '/specialists/leeds/carpet',
    '/locations',
    '/featured',
    '/services/vinyl',
    '/services',
    '/sitemap',
  ])('%s', async (path) => {
    expect(await violationsOf(path)).toEqual([]);
  });

  it('a specialist profile and its service page', async () => {
    const { slug } = t.db.$client
      .prepare(
        `select sp.slug as slug from specialists sp join specialist_services ss
         on ss.specialist_id = sp.id and ss.service_slug = 'carpet'
         where sp.status = 'active' limit 1`,
      )
      .get() as { slug: string };
    expect(await violationsOf(`/specialist/${slug}`)).toEqual([]);
    expect(await violationsOf(`/specialist/${slug}/carpet`)).toEqual([]);
  });
});
