// @vitest-environment node
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

const resultNames = (html: string) =>
  [...html.matchAll(/class="specialist-card__name"><a href="\/specialist\/([a-z0-9-]+)"/g)].map(
    (match) => match[1],
  );

describe('/search rendered on the server', () => {
  siteTest('shows results for a city and service from the real search API', async ({ site }) => {
    const res = await site.get('/search?location=Leeds&service=carpet');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<h1 class="search-page__title">Carpet Installation specialists near Leeds</h1>',
    );
    const api = (await (
      await site.app.request('/api/search?city=Leeds&service=carpet')
    ).json()) as {
      total: number;
      results: Array<{ slug: string }>;
    };
    expect(api.total).toBeGreaterThan(0);
    expect(resultNames(html)).toEqual(api.results.map((result) => result.slug));
    expect(html).toContain(`${api.total} specialists found`);
  });

  siteTest('is canonical to the clean /search page whatever the filters', async ({ site }) => {
    const html = await (await site.get('/search?location=LS6&sort=rating&page=2')).text();
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/search"`);
  });

  siteTest(
    'makes a later page of the plain list canonical to itself, and ?page=1 to /search',
    async ({ site }) => {
      const third = await (await site.get('/search?page=3')).text();
      expect(third).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/search?page=3"`);
      expect(third).toContain('href="/search?page=2"');
      expect(third).toContain('href="/search?page=4"');
      const first = await (await site.get('/search?page=1')).text();
      expect(first).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/search"`);
    },
  );

  siteTest('searches by UK postcode area', async ({ site }) => {
    const html = await (await site.get('/search?location=LS6%202AB')).text();
    const api = (await (await site.app.request('/api/search?postcode=LS6%202AB')).json()) as {
      total: number;
    };
    expect(api.total).toBeGreaterThan(0);
    expect(html).toContain(`${api.total} specialists found`);
  });

  siteTest('links the next page with the same filters', async ({ site }) => {
    const html = await (await site.get('/search?service=tile')).text();
    expect(html).toContain('href="/search?service=tile&amp;page=2"');
    expect(html).toMatch(/Page 1 of \d+/);
  });

  siteTest('ignores filters the API would refuse instead of failing', async ({ site }) => {
    const res = await site.get('/search?service=marble&minRating=nine&page=x');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Flooring specialists across the UK</h1>');
    expect(site.errors).toEqual([]);
  });

  siteTest('says so when nothing matches', async ({ site }) => {
    const html = await (await site.get('/search?q=zzzzqqqq')).text();
    expect(html).toContain('0 specialists found');
    expect(html).toContain('No specialists match this search.');
  });

  siteTest(
    'shows a text search broader than the API ranks as 1,000+ with a hint to narrow it',
    async ({ site }) => {
      for (const copy of ['a', 'b']) {
        site.db.$client.exec(`insert into specialists (slug, name, city_id, description, email, phone, postcode)
        select slug || '-${copy}', name, city_id, 'Flooring fitters', email, phone, postcode
        from specialists where slug not like '%-a'`);
      }
      const html = await (await site.get('/search?q=flooring')).text();
      expect(html).toContain('1,000+ specialists found');
      expect(html).toContain('Only the first 1,000 matches are ranked');
      expect(html).toContain('Page 1 of 50');
    },
  );
});

describe('/search with nobody found at a place (ADR 025)', () => {
  siteTest('offers the closest spellings and a request, in the server HTML', async ({ site }) => {
    const html = await (await site.get('/search?location=Manchster&service=carpet')).text();
    expect(html).toContain('0 specialists found');
    expect(html).toContain('We couldn&#x27;t find Manchster. Did you mean:');
    expect(html).toContain('href="/search?location=Manchester&amp;service=carpet"');
    expect(html).toContain('href="/post-a-job?city=Manchster&amp;service=carpet"');
  });

  siteTest(
    'names the nearest cities and their miles for a place far from all',
    async ({ site }) => {
      const html = await (await site.get('/search?location=Lerwick')).text();
      expect(html).toContain('The nearest specialists to Lerwick:');
      expect(html).toMatch(/href="\/specialists\/aberdeen"[^>]*>Aberdeen \(\d+ miles\)<\/a>/);
    },
  );

  siteTest('asks which place a shared name means', async ({ site }) => {
    const html = await (await site.get('/search?location=St%20Ives')).text();
    expect(html).toContain('Which place do you mean?');
    expect(html).toContain('Saint Ives, Cambridgeshire');
  });
});
