import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from './sitemap.ts';

const PUBLIC = 'https://flo.example';
const urls = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ path: `/specialist/s-${i}`, lastmod: null }));

describe('sitemapXml', () => {
  it('lists every URL absolute, with lastmod when known, escaped', () => {
    const xml = sitemapXml(
      '/sitemap.xml',
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

  it('keeps 50,000 URLs in one file', () => {
    const xml = sitemapXml('/sitemap.xml', { urls: urls(SITEMAP_MAX_URLS) }, PUBLIC) ?? '';
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('becomes an index of 50,000-URL parts past 50,000 URLs', () => {
    const sitemap = { urls: urls(SITEMAP_MAX_URLS * 2 + 1) };
    const index = sitemapXml('/sitemap.xml', sitemap, PUBLIC) ?? '';
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>https://flo.example/sitemap-3.xml</loc>');
    expect(sitemapXml('/sitemap-1.xml', sitemap, PUBLIC)?.match(/<url>/g)).toHaveLength(
      SITEMAP_MAX_URLS,
    );
    const last = sitemapXml('/sitemap-3.xml', sitemap, PUBLIC) ?? '';
    expect(last.match(/<url>/g)).toHaveLength(1);
    expect(last).toContain(`/specialist/s-${SITEMAP_MAX_URLS * 2}<`);
    expect(sitemapXml('/sitemap-4.xml', sitemap, PUBLIC)).toBeNull();
  });

  it('has no parts when one file is enough', () => {
    expect(sitemapXml('/sitemap-1.xml', { urls: urls(3) }, PUBLIC)).toBeNull();
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap and keeps crawlers out of private areas', () => {
    const robots = robotsTxt(PUBLIC);
    expect(robots).toContain('Sitemap: https://flo.example/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});
