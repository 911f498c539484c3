import { searchQuerySchema } from '@flo/contract';
import { createPageCache, type PageCache, type PageCacheOptions } from '../page-cache/index.ts';
import { ftsMatchExpression } from './fts-query.ts';

const SEARCH_PARAMETERS = new Set(Object.keys(searchQuerySchema.shape));

/**
 * The key a search answer is kept under (ADR 051): the validated query in a fixed order, its
 * words as the full-text expression the search runs, so 'Carpet ' and 'carpet' share one
 * answer. Null, so the search is answered afresh, for a query the route refuses or one holding
 * anything else: nobody can fill the cache with `&x=1`, `&x=2`…
 *
 * @example
 * searchCacheKey(new URL('http://flo.test/api/search?q=Oak%20flo')) // 'search:["\\"oak\\" \\"flo\\"*",…]'
 */
export function searchCacheKey(url: URL): string | null {
  const names = [...url.searchParams.keys()];
  if (new Set(names).size !== names.length || names.some((n) => !SEARCH_PARAMETERS.has(n))) {
    return null;
  }
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return null;
  const { q, city, postcode, service, minRating, sort, page, pageSize } = parsed.data;
  const words = q ? (ftsMatchExpression(q) ?? null) : null;
  const place = [city || null, postcode || null];
  return `search:${JSON.stringify([words, ...place, service ?? null, minRating ?? null, sort, page, pageSize])}`;
}

/**
 * The search answers kept beside the pages, in a cache of their own so that many different
 * searches never push kept pages out: a quarter of the page cache's entries and bytes, for as
 * long as a page.
 *
 * @example
 * const searchCache = createSearchCache(env.pageCache, () => publicDataVersion(db));
 */
export function createSearchCache(
  pages: Pick<PageCacheOptions, 'maxEntries' | 'maxBytes' | 'maxAgeMs'>,
  version: PageCacheOptions['version'],
): PageCache {
  return createPageCache({
    version,
    maxEntries: Math.ceil(pages.maxEntries / 4),
    maxBytes: Math.ceil(pages.maxBytes / 4),
    maxAgeMs: pages.maxAgeMs,
    cacheKey: searchCacheKey,
  });
}
