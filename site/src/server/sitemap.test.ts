import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndexXml, sitemapRequest, urlSetXml } from './sitemap.ts';

const PUBLIC = 'https://flo.example';

describe('urlSetXml', () => {
  it('lists every URL absolute, with lastmod when known, escaped', () => {
    const xml = urlSetXml(
      {
        urls: [
          { path: '/', lastmod: null },
          { path: '/content/oak&ash', lastmod: '2026-01-02T00:00:00.000Z' },
        ],
      },
      PUBLIC,
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://flo.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://flo.example/content/oak&amp;ash</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>',
    );
  });
});

describe('sitemapIndexXml', () => {
  it('points at /sitemap-{name}.xml for each sub-sitemap, with lastmod when known', () => {
    const xml = sitemapIndexXml(
      {
        sitemaps: [
          { name: 'pages', lastmod: '2026-11-09T09:00:00.000Z' },
          { name: 'specialists-2', lastmod: null },
        ],
      },
      PUBLIC,
    );
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://flo.example/sitemap-pages.xml</loc><lastmod>2026-11-09T09:00:00.000Z</lastmod></sitemap>',
    );
    expect(xml).toContain(
      '<sitemap><loc>https://flo.example/sitemap-specialists-2.xml</loc></sitemap>',
    );
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });
});

describe('sitemapRequest', () => {
  it('tells the index from a sub-sitemap, and anything else from both', () => {
    expect(sitemapRequest('/sitemap.xml')).toEqual({ index: true });
    expect(sitemapRequest('/sitemap-specialists-12.xml')).toEqual({ name: 'specialists-12' });
    expect(sitemapRequest('/sitemap-pages.xml')).toEqual({ name: 'pages' });
    for (const path of ['/sitemap', '/sitemap-.xml', '/sitemap-a--b.xml', '/sitemap-A.xml']) {
      expect(sitemapRequest(path), path).toBeNull();
    }
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap index and keeps crawlers out of private areas', () => {
    const robots = robotsTxt(PUBLIC);
    expect(robots).toContain('Sitemap: https://flo.example/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});
