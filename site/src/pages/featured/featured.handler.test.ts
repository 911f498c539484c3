// @vitest-environment node
import type { SearchResults } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

const apiJson = async <T>(site: SiteTestApp, path: string) =>
  (await (await site.app.request(path)).json()) as T;
const cardSlugs = (page: string) =>
  [...page.matchAll(/class="specialist-card__name"><a href="\/specialist\/([a-z0-9-]+)"/g)].map(
    (match) => match[1],
  );

describe('/featured rendered on the server', () => {
  siteTest(
    'lists the featured specialists of GET /api/featured with the one-box form beside them',
    async ({ site }) => {
      const featured = await apiJson<SearchResults>(site, '/api/featured');
      expect(featured.results.length).toBeGreaterThan(0);
      const res = await site.get('/featured');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(cardSlugs(html)).toEqual(featured.results.map((specialist) => specialist.slug));
      expect(html).toContain(`${featured.total} established specialists`);
      expect(html).toContain('Not sure who to choose? Send us a message</h2>');
      expect(html).toMatch(/<label class="field__label" for="[^"]+">Your message<\/label>/);
    },
  );

  siteTest('pages through them with links, every page canonical to /featured', async ({ site }) => {
    const featured = await apiJson<SearchResults>(site, '/api/featured');
    expect(featured.total).toBeGreaterThan(featured.pageSize);
    const first = await (await site.get('/featured')).text();
    expect(first).toContain('href="/featured?page=2"');
    const secondApi = await apiJson<SearchResults>(site, '/api/featured?page=2');
    const second = await (await site.get('/featured?page=2')).text();
    expect(cardSlugs(second)).toEqual(secondApi.results.map((specialist) => specialist.slug));
    expect(second).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/featured"`);
  });

  siteTest('says so past the last page instead of failing', async ({ site }) => {
    const res = await site.get('/featured?page=999');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('This page is past the last featured specialist.');
    expect(site.errors).toEqual([]);
  });
});
