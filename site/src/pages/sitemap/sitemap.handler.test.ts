// @vitest-environment node
import type { Sitemap, SitemapIndex } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

describe('/sitemap rendered on the server', () => {
  it('links every page of the pages and cities sub-sitemaps, and counts the profiles', async () => {
    const urls: Sitemap['urls'] = [];
    const profiles: string[] = [];
    const { sitemaps } = (await (await t.app.request('/api/sitemap')).json()) as SitemapIndex;
    for (const { name } of sitemaps) {
      const part = (await (await t.app.request(`/api/sitemap/${name}`)).json()) as Sitemap;
      if (name.startsWith('specialists-')) {
        profiles.push(
          ...part.urls.map((url) => url.path).filter((p) => /^\/specialist\/[^/]+$/.test(p)),
        );
      } else urls.push(...part.urls);
    }
    const res = await t.get('/sitemap');
    expect(res.status).toBe(200);
    const html = await res.text();
    const linked = new Set([...html.matchAll(/href="([^"#?]+)"/g)].map((match) => match[1]));
    expect(urls.map((url) => url.path).filter((path) => !linked.has(path))).toEqual([]);
    expect([...linked].filter((path) => path?.startsWith('/specialist/'))).toEqual([]);
    expect(profiles.length).toBeGreaterThan(0);
    expect(html).toContain(
      `${profiles.length} specialist profiles, listed on the page of their town or city.`,
    );
  });

  it('groups the cities under their regions', async () => {
    const html = await (await t.get('/sitemap')).text();
    expect(html).toMatch(
      /<h3 class="sitemap-region__title">Yorkshire and the Humber<\/h3>[\s\S]*?href="\/specialists\/leeds"/,
    );
  });
});
