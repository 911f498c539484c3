// @vitest-environment node
import type { CityServiceStats, SearchResults } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';
import { jsonLdBlocks } from '../specialist-profile/html-test-helpers.ts';

let t: SiteTestApp;

const apiJson = async <T>(path: string) => (await (await t.app.request(path)).json()) as T;
const cardSlugs = (page: string) =>
  [...page.matchAll(/class="specialist-card__name"><a href="\/specialist\/([a-z0-9-]+)"/g)].map(
    (match) => match[1],
  );

beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

describe('/specialists/{city}/{service} rendered on the server', () => {
  it('shows the city and service figures from GET /api/specialists/{city}/{service}', async () => {
    const stats = await apiJson<CityServiceStats>('/api/specialists/leeds/carpet');
    expect(stats.totalSpecialists).toBeGreaterThan(0);
    const res = await t.get('/specialists/leeds/carpet');
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
  });

  it('lists exactly the specialists the figures count, best rated first', async () => {
    const stats = await apiJson<CityServiceStats>('/api/specialists/leeds/tile');
    const search = await apiJson<SearchResults>(
      '/api/search?city=leeds&service=tile&sort=rating&pageSize=50',
    );
    const html = await (await t.get('/specialists/leeds/tile')).text();
    expect(cardSlugs(html)).toEqual(search.results.map((specialist) => specialist.slug));
    expect(cardSlugs(html)).toHaveLength(stats.totalSpecialists);
    const list = jsonLdBlocks(html).find((block) => block['@type'] === 'ItemList');
    expect(list?.itemListElement).toHaveLength(stats.totalSpecialists);
  });

  it('links the other services of the city and the service guide, and places Flo in the page', async () => {
    const html = await (await t.get('/specialists/leeds/vinyl')).text();
    expect(html).toContain('href="/services/vinyl"');
    expect(html).toContain('href="/specialists/leeds/carpet"');
    expect(html).not.toContain('href="/specialists/leeds/vinyl"');
    expect(html).toContain('class="city-page__chat"');
    expect(html).toContain(
      `<link rel="canonical" href="${TEST_PUBLIC_URL}/specialists/leeds/vinyl"`,
    );
  });

  it('answers 404 for an unknown city or an unknown service', async () => {
    expect((await t.get('/specialists/atlantis/carpet')).status).toBe(404);
    expect((await t.get('/specialists/leeds/marble')).status).toBe(404);
    expect((await t.get('/specialists/leeds/other')).status).toBe(404);
    expect(t.errors).toEqual([]);
  });
});
