import type { Sitemap } from '@flo/api/contract';
import { absoluteUrl } from '../meta/head-tags.ts';
import { escapeHtml } from '../meta/serialize.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Areas crawlers have no business in: private screens, token links and the API. */
const DISALLOWED = ['/api/', '/admin', '/dashboard', '/login', '/logout', '/review/', '/quote/'];

function urlEntry(publicUrl: string, { path, lastmod }: Sitemap['urls'][number]): string {
  const loc = `<loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>`;
  return lastmod
    ? `<url>${loc}<lastmod>${escapeHtml(lastmod)}</lastmod></url>`
    : `<url>${loc}</url>`;
}

function urlSet(publicUrl: string, urls: Sitemap['urls']): string {
  const entries = urls.map((url) => urlEntry(publicUrl, url)).join('\n');
  return `${XML_HEAD}\n<urlset xmlns="${NAMESPACE}">\n${entries}\n</urlset>\n`;
}

function sitemapIndex(publicUrl: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, index) =>
      `<sitemap><loc>${escapeHtml(absoluteUrl(publicUrl, `/sitemap-${index + 1}.xml`))}</loc></sitemap>`,
  ).join('\n');
  return `${XML_HEAD}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries}\n</sitemapindex>\n`;
}

/**
 * The XML for a sitemap path: `/sitemap.xml` is the whole list, or past 50,000 URLs an index of
 * `/sitemap-N.xml` parts of 50,000 each; null for a part that does not exist.
 *
 * @example
 * sitemapXml('/sitemap.xml', sitemap, 'https://flo.example')
 */
export function sitemapXml(pathname: string, sitemap: Sitemap, publicUrl: string): string | null {
  const parts = Math.ceil(sitemap.urls.length / SITEMAP_MAX_URLS);
  if (pathname === '/sitemap.xml') {
    return parts > 1 ? sitemapIndex(publicUrl, parts) : urlSet(publicUrl, sitemap.urls);
  }
  const part = Number(/^\/sitemap-(\d+)\.xml$/.exec(pathname)?.[1]);
  if (parts <= 1 || !Number.isInteger(part) || part < 1 || part > parts) return null;
  const start = (part - 1) * SITEMAP_MAX_URLS;
  return urlSet(publicUrl, sitemap.urls.slice(start, start + SITEMAP_MAX_URLS));
}

export function isSitemapPath(pathname: string): boolean {
  return pathname === '/sitemap.xml' || /^\/sitemap-\d+\.xml$/.test(pathname);
}

/** robots.txt: everything public may be crawled; private areas not; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  const disallow = DISALLOWED.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${disallow}\n\nSitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}\n`;
}
