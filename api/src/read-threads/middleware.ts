import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps.ts';

/**
 * Hands the GETs of the paths it is mounted on to the read threads (ADR 045), after the app's
 * own middleware (metrics, headers, CORS) ran here; without threads, or while none is ready,
 * the route answers on this thread as before.
 *
 * @example
 * app.use('/api/search', answerOnReadThreads(deps.readThreads));
 */
export function answerOnReadThreads(threads: AppDeps['readThreads']): MiddlewareHandler {
  return async (c, next) => {
    if (!threads || c.req.method !== 'GET') return next();
    return threads.fetch(c.req.raw, async () => {
      await next();
      return c.res;
    });
  };
}
