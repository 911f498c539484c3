import type { Sitemap, SitemapIndex } from '@flo/contract';
import { type ApiRequest, ApiRequestError } from '../data/api-request.ts';
import { robotsTxt, sitemapIndexXml, sitemapRequest, urlSetXml } from './sitemap.ts';

const CRAWLER_CACHE = 'public, max-age=3600';
const TEXT = { 'content-type': 'text/plain; charset=utf-8' };

/**
 * Answers /robots.txt, the sitemap index /sitemap.xml (from `GET /api/sitemap`) and each
 * sub-sitemap /sitemap-{name}.xml (from `GET /api/sitemap/{name}`); null for any other path,
 * which the router then handles.
 */
export async function crawlerFileResponse(
  pathname: string,
  apiRequest: ApiRequest,
  publicUrl: string,
  onError: (error: unknown) => void,
): Promise<Response | null> {
  if (pathname === '/robots.txt') {
    return new Response(robotsTxt(publicUrl), {
      headers: { ...TEXT, 'cache-control': CRAWLER_CACHE },
    });
  }
  const asked = sitemapRequest(pathname);
  if (!asked) return null;
  let xml: string;
  try {
    if ('index' in asked) {
      const index = (await (await apiRequest('GET', '/api/sitemap')).json()) as SitemapIndex;
      xml = sitemapIndexXml(index, publicUrl);
    } else {
      const path = `/api/sitemap/${asked.name}`;
      xml = urlSetXml((await (await apiRequest('GET', path)).json()) as Sitemap, publicUrl);
    }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      return new Response('Not found', { status: 404, headers: TEXT });
    }
    onError(error);
    // Crawlers retry a 503 later instead of dropping the sitemap.
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { ...TEXT, 'retry-after': '300' },
    });
  }
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CRAWLER_CACHE },
  });
}
