import type { MiddlewareHandler } from 'hono';

/**
 * Middleware that, once `draining()` is true (never when it is left out), answers with `Connection: close`, so a keep-alive
 * client opens its next request elsewhere instead of on a socket that is about to go (ADR 035).
 *
 * @example
 * app.use('*', closeWhileDraining(() => shuttingDown));
 */
export function closeWhileDraining(draining?: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (draining?.()) c.header('Connection', 'close');
  };
}
