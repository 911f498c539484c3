import type { MiddlewareHandler } from 'hono';
import type { PageCache } from './page-cache.ts';

/**
 * Answers the GETs of the routes it is mounted on from the page cache (ADR 037, 045) when they
 * mark their answer `Cache-Control: public` and it is current, so an answer every visitor gets
 * alike (a city's listing, which the widget asks for on every site that embeds it) is read,
 * serialised and compressed once per data change instead of once per request. Mounted after the
 * app's CORS middleware, whose per-origin headers are added to a kept answer as to a new one.
 *
 * @example
 * app.use('/api/specialists/city/*', keepPublicAnswers(deps.pageCache));
 */
export function keepPublicAnswers(cache?: Pick<PageCache, 'respond'>): MiddlewareHandler {
  return async (c, next) => {
    if (!cache || c.req.method !== 'GET') return next();
    // Set, not returned: once the route answered, Hono keeps its answer, whose body the cache read.
    c.res = await cache.respond(c.req.raw, async () => {
      await next();
      return c.res;
    });
  };
}
