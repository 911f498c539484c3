// @vitest-environment node
import type { Sitemap } from '@flo/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

describe('/sitemap rendered on the server', () => {
  it('links every page of GET /api/sitemap except the profiles, which it counts', async () => {
    const { urls } = (await (await t.app.request('/api/sitemap')).json()) as Sitemap;
    const res = await t.get('/sitemap');
    expect(res.status).toBe(200);
    const html = await res.text();
    const linked = new Set([...html.matchAll(/href="([^"#?]+)"/g)].map((match) => match[1]));
    const listed = urls.map((url) => url.path).filter((path) => !path.startsWith('/specialist/'));
    expect(listed.filter((path) => !linked.has(path))).toEqual([]);
    expect([...linked].filter((path) => path?.startsWith('/specialist/'))).toEqual([]);
    const profiles = urls.filter((url) => /^\/specialist\/[^/]+$/.test(url.path)).length;
    expect(html).toContain(
      `${profiles} specialist profiles, listed on the page of their town or city.`,
    );
  });

  it('groups the cities under their regions', async () => {
    const html = await (await t.get('/sitemap')).text();
    expect(html).toMatch(
      /<h3 class="sitemap-region__title">Yorkshire and the Humber<\/h3>[\s\S]*?href="\/specialists\/leeds"/,
    );
  });
});
