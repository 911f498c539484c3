// @vitest-environment node
import type { CityDetail, Specialist } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { escapeHtml, jsonLdBlocks } from '../../testing/server-html.ts';
import { type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

let leeds: CityDetail;
let specialists: Specialist[];
let html: string;

const apiJson = async <T>(site: SiteTestApp, path: string) =>
  (await (await site.app.request(path)).json()) as T;
const cardSlugs = (page: string) =>
  [...page.matchAll(/class="specialist-card__name"><a href="\/specialist\/([a-z0-9-]+)"/g)].map(
    (match) => match[1],
  );

siteTest.beforeAll(async ({ site }) => {
  leeds = await apiJson<CityDetail>(site, '/api/cities/leeds');
  specialists = await apiJson<Specialist[]>(site, '/api/specialists/city/leeds?pageSize=24');
  const res = await site.get('/specialists/leeds');
  expect(res.status).toBe(200);
  html = await res.text();
});

describe('/specialists/{city} rendered on the server', () => {
  siteTest('shows the city, its introduction and its figures from the API', () => {
    expect(html).toContain('<h1 class="city-page__title">Flooring specialists in Leeds</h1>');
    expect(html).toContain(escapeHtml(leeds.intro));
    expect(html).toContain(`<dt>Specialists</dt><dd>${leeds.specialistCount}</dd>`);
    expect(html).toContain(`<dt>Published reviews</dt><dd>${leeds.reviewCount}</dd>`);
    expect(html).toContain(`<dt>Average rating</dt><dd>${leeds.averageRating}</dd>`);
  });

  siteTest('lists the first page of the city as cards, in the API order', () => {
    expect(specialists.length).toBeGreaterThan(0);
    expect(cardSlugs(html)).toEqual(specialists.map((specialist) => specialist.slug));
  });

  siteTest('links each service offered in the city to its city and service page', () => {
    for (const service of leeds.services) {
      expect(html).toContain(`href="/specialists/leeds/${service.slug}"`);
    }
  });

  siteTest(
    'reserves the embedded slot for Flo (whose location flow starts from the path), not the floating launcher',
    () => {
      expect(html).toContain('class="city-page__chat"');
      expect(html).toContain('Get free quotes in Leeds</h2>');
      expect(html).not.toContain('flo-bubble-slot');
    },
  );

  siteTest('describes the specialists as an ItemList and the trail as a BreadcrumbList', () => {
    const blocks = jsonLdBlocks(html);
    const list = blocks.find((block) => block['@type'] === 'ItemList');
    const items = list?.itemListElement as Array<{ position: number; url: string }>;
    expect(items.map((item) => item.url)).toEqual(
      specialists.map((specialist) => `${TEST_PUBLIC_URL}/specialist/${specialist.slug}`),
    );
    expect(items[0]?.position).toBe(1);
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/specialists/leeds"`);
  });

  siteTest(
    'pages the city 24 at a time: Next to ?page=2, which lists the rest and links back',
    async ({ site }) => {
      expect(leeds.specialistCount).toBeGreaterThan(24);
      expect(specialists).toHaveLength(24);
      expect(html).toContain('rel="next" href="/specialists/leeds?page=2"');
      expect(html).toContain(`Showing 1 to 24 of ${leeds.specialistCount}.`);
      const second = await site.get('/specialists/leeds?page=2');
      expect(second.status).toBe(200);
      const page2 = await second.text();
      const rest = await apiJson<Specialist[]>(
        site,
        '/api/specialists/city/leeds?pageSize=24&page=2',
      );
      expect(rest.length).toBe(leeds.specialistCount - 24);
      expect(cardSlugs(page2)).toEqual(rest.map((specialist) => specialist.slug));
      expect(page2).toContain('rel="prev" href="/specialists/leeds"');
      expect(page2).toContain(
        `<link rel="canonical" href="${TEST_PUBLIC_URL}/specialists/leeds?page=2"`,
      );
      const list = jsonLdBlocks(page2).find((block) => block['@type'] === 'ItemList');
      const items = (list?.itemListElement ?? []) as Array<{ position: number }>;
      expect(items[0]?.position).toBe(25);
    },
  );

  siteTest('makes ?page=1 canonical to the city path', async ({ site }) => {
    const first = await (await site.get('/specialists/leeds?page=1')).text();
    expect(first).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/specialists/leeds"`);
  });

  siteTest(
    'answers 404 for a page past the last one and for a page number that names no page',
    async ({ site }) => {
      expect((await site.get('/specialists/leeds?page=3')).status).toBe(404);
      expect((await site.get('/specialists/leeds?page=0')).status).toBe(404);
      expect((await site.get('/specialists/leeds?page=two')).status).toBe(404);
    },
  );

  siteTest(
    'answers 404 for an unknown city and for a path the API would refuse',
    async ({ site }) => {
      expect((await site.get('/specialists/atlantis')).status).toBe(404);
      expect((await site.get('/specialists/Not%20A%20City')).status).toBe(404);
      expect(site.errors).toEqual([]);
    },
  );
});
