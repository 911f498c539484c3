// @vitest-environment node
import { describe, expect } from 'vitest';
import { SITE_DATA_ID, type SiteData } from '../app/site-data.ts';
import { siteTest } from '../testing/fixtures.ts';
import { TEST_PUBLIC_URL } from '../testing/site-app.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

function siteData(html: string): SiteData {
  const match = new RegExp(
    `<script type="application/json" id="${SITE_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no data block');
  return JSON.parse(match[1]) as SiteData;
}

/** Every <script> opening tag in the page. */
function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

describe('site handler on the real API', () => {
  siteTest('renders the home page with demo data, its head and a data block', async ({ site }) => {
    const res = await site.get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await res.text();
    expect(html).toContain('<title>Find trusted flooring specialists near you | Flo</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/"`);
    expect(html).toContain('Find a trusted flooring specialist near you</h1>');
    // Top cities and recent reviews come from the seeded database through the API.
    expect(html).toMatch(/href="\/specialists\/london"/);
    expect(html).toContain('What customers say');
    const data = siteData(html);
    expect(data.config.publicUrl).toBe(TEST_PUBLIC_URL);
    const cachedKeys = data.queries.queries.map((query) => query.queryKey[0]);
    expect(cachedKeys).toEqual(
      expect.arrayContaining(['/api/stats', '/api/locations', '/api/reviews/recent']),
    );
    expect(data.hydration.loaderData.home).toMatchObject({ meta: { canonicalPath: '/' } });
    expect(site.errors).toEqual([]);
  });

  siteTest(
    'sends no inline executable script: only data blocks and external scripts',
    async ({ site }) => {
      const html = await (await site.get('/')).text();
      const tags = scriptTags(html);
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) {
        expect(tag).toMatch(/type="application\/(json|ld\+json)"|\bsrc="/);
      }
      expect(html).not.toMatch(/\son[a-z]+="/i);
      expect(html).not.toMatch(/\sstyle="/i);
    },
  );

  siteTest('writes JSON-LD with a BreadcrumbList and absolute URLs', async ({ site }) => {
    const html = await (await site.get('/')).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
    const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(breadcrumbs).toMatchObject({
      itemListElement: [{ position: 1, name: 'Home', item: `${TEST_PUBLIC_URL}/` }],
    });
    expect(blocks.find((block) => block['@type'] === 'WebSite')).toMatchObject({
      url: `${TEST_PUBLIC_URL}/`,
    });
  });

  siteTest(
    'marks only pages that are the same for every visitor public, for the page cache',
    async ({ site }) => {
      const cacheControl = async (path: string) =>
        (await site.get(path)).headers.get('cache-control');
      expect(await cacheControl('/')).toBe('public, no-cache');
      expect(await cacheControl('/specialists/london')).toBe('public, no-cache');
      expect(await cacheControl('/admin/login')).toBe('no-cache');
      expect(await cacheControl('/dashboard')).toBe('no-cache');
      expect(await cacheControl('/your-enquiry/FLO-1/secret-token')).toBe('no-cache');
      expect(await cacheControl('/no-such-page')).toBe('no-cache');
    },
  );

  siteTest('answers an unknown path with the not-found screen and status 404', async ({ site }) => {
    const res = await site.get('/no-such-page/here');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page not found</h1>');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const { hydration } = siteData(html);
    expect(hydration.errors?.pages).toMatchObject({ kind: 'response', status: 404 });
  });

  siteTest.for(['/reviews', '/support', '/success-stories', '/resources', '/terms'])(
    'redirects %s to the home page with 301',
    async (path, { site }) => {
      const res = await site.get(path);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/');
    },
  );

  siteTest(
    'serves /sitemap.xml as an index of the API sub-sitemaps, each at /sitemap-{name}.xml',
    async ({ site }) => {
      const res = await site.get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const index = await res.text();
      expect(index).toContain('<sitemapindex');
      expect(index).toContain(`<loc>${TEST_PUBLIC_URL}/sitemap-pages.xml</loc>`);
      const parts = [...index.matchAll(/<loc>[^<]+(\/sitemap-[a-z0-9-]+\.xml)<\/loc>/g)].map(
        (match) => match[1] ?? '',
      );
      expect(parts).toEqual(
        expect.arrayContaining([
          '/sitemap-pages.xml',
          '/sitemap-cities.xml',
          '/sitemap-specialists-1.xml',
        ]),
      );
      const xml = (
        await Promise.all(parts.map(async (part) => (await site.get(part)).text()))
      ).join('');
      expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/</loc>`);
      expect(xml).toMatch(new RegExp(`<loc>${TEST_PUBLIC_URL}/specialist/[a-z0-9-]+</loc>`));
      expect(xml).toMatch(new RegExp(`<loc>${TEST_PUBLIC_URL}/specialists/leeds</loc>`));
    },
  );

  siteTest('answers 404 for a sub-sitemap the API does not have', async ({ site }) => {
    expect((await site.get('/sitemap-specialists-999.xml')).status).toBe(404);
    expect((await site.get('/sitemap-nothing.xml')).status).toBe(404);
  });

  siteTest('serves /robots.txt pointing at the sitemap', async ({ site }) => {
    const res = await site.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });

  siteTest('has the viewport meta for mobile', async ({ site }) => {
    const html = await (await site.get('/')).text();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  siteTest('escapes what the visitor typed wherever the page repeats it', async ({ site }) => {
    const attack = '</title><script>alert(1)</script>"><img src=x onerror=alert(1)>';
    const res = await site.get(`/search?q=${encodeURIComponent(attack)}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  siteTest('answers HEAD like GET and refuses other methods', async ({ site }) => {
    const head = await site.app.request('http://localhost/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await site.site(new Request('http://localhost/search', { method: 'POST' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  siteTest('leaves the API to the API: unknown API paths stay JSON 404s', async ({ site }) => {
    const res = await site.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
