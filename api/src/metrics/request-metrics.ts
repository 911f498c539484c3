import { performance } from 'node:perf_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Registry } from 'prom-client';
import { RequestTally } from './request-tally.ts';

/** The route label of a request no route answered, and of a catch-all's 404. */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern that answered (`/api/specialists/:slug`), never the path asked for, so
 * the labels stay as few as the routes. A path no route matched, and a catch-all's 404 (an
 * unknown `/api/` path, a page that does not exist), share one label.
 */
export function routeLabel(c: Context): string {
  const pattern = routePath(c);
  if (!pattern) return UNMATCHED_ROUTE;
  if (c.res.status === 404 && pattern.endsWith('*')) return UNMATCHED_ROUTE;
  return pattern;
}

/** A request sent by a client over a socket, not one made in process (a page's API calls). */
const overSocket = (c: Context) =>
  (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;

/**
 * Registers `flo_http_requests_total` and `flo_http_request_duration_seconds`, labelled by
 * method, route pattern and status class (2xx…5xx), and returns the middleware that counts
 * and times every request that came over a socket until its response is ready. Requests a
 * page makes in process to render itself are part of that page's time and are not counted.
 */
export function recordRequests(registry: Registry): MiddlewareHandler {
  const tally = new RequestTally();
  tally.register(registry);
  return async (c, next) => {
    if (!overSocket(c)) return next();
    const started = performance.now();
    await next();
    tally.record(
      METHODS.has(c.req.method) ? c.req.method : 'OTHER',
      routeLabel(c),
      `${Math.floor(c.res.status / 100)}xx`,
      (performance.now() - started) / 1000,
    );
  };
}
