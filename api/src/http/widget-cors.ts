import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppDeps } from '../deps.ts';
import { readAllowedOrigins } from '../directory/settings-repository.ts';

/** How long the allowed-origins list is reused before it is read from the database again. */
export const ALLOWED_ORIGINS_CACHE_MS = 30_000;

/** The endpoints the embeddable widget calls from other sites. */
const WIDGET_PATHS = [
  /^\/api\/enquiries\/?$/,
  /^\/api\/chat-settings\/?$/,
  /^\/api\/specialists\//,
  /^\/api\/services\//,
  /^\/api\/reviews\//,
  /^\/api\/locations\/resolve\/?$/,
];

/** Origins as browsers send them: no trailing slash, lower-case scheme and host. */
const normaliseOrigin = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();

/**
 * CORS for the widget endpoints, so Flo works when embedded on a specialist's or partner's
 * site. Any origin may call them unless an administrator has listed allowed origins in the
 * chat settings; then only those get CORS headers. No credentials: the widget sends none.
 * Other paths (admin, business) pass through untouched and stay same-origin only.
 *
 * @example
 * app.use('/api/*', widgetCors(deps));
 */
export function widgetCors(deps: AppDeps): MiddlewareHandler {
  const now = deps.now ?? (() => new Date());
  let cache: { origins: string[]; expiresAt: number } | undefined;

  async function allowedOrigins(): Promise<string[]> {
    const at = now().getTime();
    if (!cache || cache.expiresAt <= at) {
      const origins = (await readAllowedOrigins(deps.db)).map(normaliseOrigin);
      cache = { origins, expiresAt: at + ALLOWED_ORIGINS_CACHE_MS };
    }
    return cache.origins;
  }

  const corsForWidget = cors({
    origin: async (origin) => {
      const allowed = await allowedOrigins();
      if (allowed.length === 0) return '*';
      return allowed.includes(normaliseOrigin(origin)) ? origin : null;
    },
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowHeaders: ['content-type', 'idempotency-key'],
    maxAge: 600,
  });

  return async (c, next) => {
    if (!WIDGET_PATHS.some((path) => path.test(c.req.path))) return next();
    if (c.req.header('origin') !== undefined) return corsForWidget(c, next);
    // No Origin: a same-origin or server-side call, which CORS headers do not concern. Hono's
    // cors (and c.header) would copy the whole response to add them; Vary alone, added in
    // place, keeps a shared cache from reusing this answer for a cross-origin call.
    await next();
    c.res.headers.append('Vary', 'Origin');
  };
}
