import type { Sitemap } from '@flo/api/contract';
import type { ApiRequest } from '../data/api-request.ts';
import { isSitemapPath, robotsTxt, sitemapXml } from './sitemap.ts';

const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * Answers /robots.txt and the sitemap paths (built from `GET /api/sitemap`); null for any
 * other path, which the router then handles.
 */
export async function crawlerFileResponse(
  pathname: string,
  apiRequest: ApiRequest,
  publicUrl: string,
  onError: (error: unknown) => void,
): Promise<Response | null> {
  if (pathname === '/robots.txt') {
    return new Response(robotsTxt(publicUrl), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CRAWLER_CACHE },
    });
  }
  if (!isSitemapPath(pathname)) return null;
  let sitemap: Sitemap;
  try {
    sitemap = (await (await apiRequest('GET', '/api/sitemap')).json()) as Sitemap;
  } catch (error) {
    onError(error);
    // Crawlers retry a 503 later instead of dropping the sitemap.
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
    });
  }
  const xml = sitemapXml(pathname, sitemap, publicUrl);
  if (xml === null) {
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CRAWLER_CACHE },
  });
}
