// @vitest-environment node
import type { SearchResults } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

const apiJson = async <T>(path: string) => (await (await t.app.request(path)).json()) as T;
const cardSlugs = (page: string) =>
  [...page.matchAll(/class="specialist-card__name"><a href="\/specialist\/([a-z0-9-]+)"/g)].map(
    (match) => match[1],
  );

describe('/featured rendered on the server', () => {
  it('lists the featured specialists of GET /api/featured with the one-box form beside them', async () => {
    const featured = await apiJson<SearchResults>('/api/featured');
    expect(featured.results.length).toBeGreaterThan(0);
    const res = await t.get('/featured');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(cardSlugs(html)).toEqual(featured.results.map((specialist) => specialist.slug));
    expect(html).toContain(`${featured.total} established specialists`);
    expect(html).toContain('Not sure who to choose? Send us a message</h2>');
    expect(html).toMatch(/<label class="field__label" for="[^"]+">Your message<\/label>/);
  });

  it('pages through them with links, every page canonical to /featured', async () => {
    const featured = await apiJson<SearchResults>('/api/featured');
    expect(featured.total).toBeGreaterThan(featured.pageSize);
    const first = await (await t.get('/featured')).text();
    expect(first).toContain('href="/featured?page=2"');
    const secondApi = await apiJson<SearchResults>('/api/featured?page=2');
    const second = await (await t.get('/featured?page=2')).text();
    expect(cardSlugs(second)).toEqual(secondApi.results.map((specialist) => specialist.slug));
    expect(second).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/featured"`);
  });

  it('says so past the last page instead of failing', async () => {
    const res = await t.get('/featured?page=999');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('This page is past the last featured specialist.');
    expect(t.errors).toEqual([]);
  });
});
