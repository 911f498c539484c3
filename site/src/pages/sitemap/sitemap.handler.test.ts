// @vitest-environment node
import type { Sitemap, SitemapIndex } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';

describe('/sitemap rendered on the server', () => {
  siteTest(
    'links every page of the pages and cities sub-sitemaps, and counts the profiles',
    async ({ site }) => {
      const urls: Sitemap['urls'] = [];
      const profiles: string[] = [];
      const { sitemaps } = (await (await site.app.request('/api/sitemap')).json()) as SitemapIndex;
      for (const { name } of sitemaps) {
        const part = (await (await site.app.request(`/api/sitemap/${name}`)).json()) as Sitemap;
        if (name.startsWith('specialists-')) {
          profiles.push(
            ...part.urls.map((url) => url.path).filter((p) => /^\/specialist\/[^/]+$/.test(p)),
          );
        } else urls.push(...part.urls);
      }
      const res = await site.get('/sitemap');
      expect(res.status).toBe(200);
      const html = await res.text();
      const linked = new Set([...html.matchAll(/href="([^"#?]+)"/g)].map((match) => match[1]));
      expect(urls.map((url) => url.path).filter((path) => !linked.has(path))).toEqual([]);
      expect([...linked].filter((path) => path?.startsWith('/specialist/'))).toEqual([]);
      expect(profiles.length).toBeGreaterThan(0);
      expect(html).toContain(
        `${profiles.length} specialist profiles, listed on the page of their town or city.`,
      );
    },
  );

  siteTest('groups the cities under their regions', async ({ site }) => {
    const html = await (await site.get('/sitemap')).text();
    expect(html).toMatch(
      /<h3 class="sitemap-region__title">Yorkshire and the Humber<\/h3>[\s\S]*?href="\/specialists\/leeds"/,
    );
  });
});
