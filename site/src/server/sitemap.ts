import type { Sitemap, SitemapIndex } from '@flo/contract';
import { absoluteUrl } from '../meta/head-tags.ts';
import { escapeHtml } from '../meta/serialize.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Areas crawlers have no business in: private screens, token links and the API. */
const DISALLOWED = ['/api/', '/admin', '/dashboard', '/login', '/logout', '/review/', '/quote/'];

function urlEntry(publicUrl: string, { path, lastmod }: Sitemap['urls'][number]): string {
  const loc = `<loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>`;
  return `<url>${loc}${lastmodTag(lastmod)}</url>`;
}

function lastmodTag(lastmod: string | null): string {
  return lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
}

/**
 * A sub-sitemap as XML: each URL absolute, with its lastmod when known. The API keeps each one
 * within 10,000 URLs (the protocol allows 50,000).
 *
 * @example
 * urlSetXml(await api('/api/sitemap/pages'), 'https://flo.example')
 */
export function urlSetXml(sitemap: Sitemap, publicUrl: string): string {
  const entries = sitemap.urls.map((url) => urlEntry(publicUrl, url)).join('\n');
  return `${XML_HEAD}\n<urlset xmlns="${NAMESPACE}">\n${entries}\n</urlset>\n`;
}

/** The path of a sub-sitemap ('specialists-3' → '/sitemap-specialists-3.xml'). */
export const subSitemapPath = (name: string) => `/sitemap-${name}.xml`;

/**
 * `/sitemap.xml`: the sitemap index, pointing at `/sitemap-{name}.xml` for each sub-sitemap
 * the API names.
 *
 * @example
 * sitemapIndexXml(await api('/api/sitemap'), 'https://flo.example')
 */
export function sitemapIndexXml(index: SitemapIndex, publicUrl: string): string {
  const entries = index.sitemaps
    .map(({ name, lastmod }) => {
      const loc = escapeHtml(absoluteUrl(publicUrl, subSitemapPath(name)));
      return `<sitemap><loc>${loc}</loc>${lastmodTag(lastmod)}</sitemap>`;
    })
    .join('\n');
  return `${XML_HEAD}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries}\n</sitemapindex>\n`;
}

/**
 * What a sitemap path asks for: the index (`/sitemap.xml`), a sub-sitemap by name
 * (`/sitemap-cities.xml`), or null for any other path.
 */
export function sitemapRequest(pathname: string): { index: true } | { name: string } | null {
  if (pathname === '/sitemap.xml') return { index: true };
  const name = /^\/sitemap-([a-z0-9]+(?:-[a-z0-9]+)*)\.xml$/.exec(pathname)?.[1];
  return name ? { name } : null;
}

/** robots.txt: everything public may be crawled; private areas not; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  const disallow = DISALLOWED.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${disallow}\n\nSitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}\n`;
}
