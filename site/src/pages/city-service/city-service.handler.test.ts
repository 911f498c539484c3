// @vitest-environment node
import type { CityServiceStats, SearchResults } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { jsonLdBlocks } from '../../testing/server-html.ts';
import { type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

const apiJson = async <T>(site: SiteTestApp, path: string) =>
  (await (await site.app.request(path)).json()) as T;
const cardSlugs = (page: string) =>
  [...page.matchAll(/class="specialist-card__name"><a href="\/specialist\/([a-z0-9-]+)"/g)].map(
    (match) => match[1],
  );

describe('/specialists/{city}/{service} rendered on the server', () => {
  siteTest(
    'shows the city and service figures from GET /api/specialists/{city}/{service}',
    async ({ site }) => {
      const stats = await apiJson<CityServiceStats>(site, '/api/specialists/leeds/carpet');
      expect(stats.totalSpecialists).toBeGreaterThan(0);
      const res = await site.get('/specialists/leeds/carpet');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1 class="city-page__title">Carpet Installation in Leeds</h1>');
      expect(html).toContain(
        `<dt>Carpet Installation specialists</dt><dd>${stats.totalSpecialists}</dd>`,
      );
      expect(html).toContain(`<dt>Average rating</dt><dd>${stats.averageRating}</dd>`);
      expect(html).toContain(
        `Compare ${stats.totalSpecialists} carpet installation specialists in Leeds`,
      );
      expect(html).toContain('£15 to £60 per m²');
    },
  );

  siteTest(
    'lists exactly the specialists the figures count, best rated first',
    async ({ site }) => {
      const stats = await apiJson<CityServiceStats>(site, '/api/specialists/leeds/tile');
      const search = await apiJson<SearchResults>(
        site,
        '/api/search?city=leeds&service=tile&sort=rating&pageSize=50',
      );
      const html = await (await site.get('/specialists/leeds/tile')).text();
      expect(cardSlugs(html)).toEqual(search.results.map((specialist) => specialist.slug));
      expect(cardSlugs(html)).toHaveLength(stats.totalSpecialists);
      const list = jsonLdBlocks(html).find((block) => block['@type'] === 'ItemList');
      expect(list?.itemListElement).toHaveLength(stats.totalSpecialists);
    },
  );

  siteTest(
    'links the other services of the city and the service guide, and places Flo in the page',
    async ({ site }) => {
      const html = await (await site.get('/specialists/leeds/vinyl')).text();
      expect(html).toContain('href="/services/vinyl"');
      expect(html).toContain('href="/specialists/leeds/carpet"');
      expect(html).not.toContain('href="/specialists/leeds/vinyl"');
      expect(html).toContain('class="city-page__chat"');
      expect(html).toContain(
        `<link rel="canonical" href="${TEST_PUBLIC_URL}/specialists/leeds/vinyl"`,
      );
    },
  );

  siteTest('answers 404 for an unknown city or an unknown service', async ({ site }) => {
    expect((await site.get('/specialists/atlantis/carpet')).status).toBe(404);
    expect((await site.get('/specialists/leeds/marble')).status).toBe(404);
    expect((await site.get('/specialists/leeds/other')).status).toBe(404);
    expect(site.errors).toEqual([]);
  });
});
