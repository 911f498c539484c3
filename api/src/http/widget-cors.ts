import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { readAllowedOrigins } from '../directory/settings-repository.ts';

/** How long the allowed-origins list is reused before it is read from the database again. */
export const ALLOWED_ORIGINS_CACHE_MS = 30_000;

/** The endpoints the embeddable widget calls from other sites. */
const WIDGET_PATHS = [
  /^\/api\/enquiries\/?$/,
  /^\/api\/enquiries\/matches\/?$/,
  /^\/api\/chat-settings\/?$/,
  /^\/api\/specialists\//,
  /^\/api\/services\//,
  /^\/api\/reviews\//,
  /^\/api\/locations\/resolve\/?$/,
  /^\/api\/email-suggestions\/?$/,
  /^\/api\/flo\/funnel\/?$/,
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
  const now = clockOf(deps);
  let cache: { origins: string[]; expiresAt: number } | undefined;

  async function allowedOrigins(): Promise<string[]> {
    const at = now().getTime();
    if (!cache || cache.expiresAt <= at) {
      const origins = (await readAllowedOrigins(deps.engine)).map(normaliseOrigin);
      cache = { origins, expiresAt: at + ALLOWED_ORIGINS_CACHE_MS };
    }
    return cache.origins;
  }

  async function allowOrigin(origin: string): Promise<string | null> {
    const allowed = await allowedOrigins();
    if (allowed.length === 0) return '*';
    return allowed.includes(normaliseOrigin(origin)) ? origin : null;
  }

  const preflight = cors({
    origin: allowOrigin,
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowHeaders: ['content-type', 'idempotency-key'],
    maxAge: 600,
  });

  return async (c, next) => {
    if (!WIDGET_PATHS.some((path) => path.test(c.req.path))) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined && c.req.method === 'OPTIONS') return preflight(c, next);
    // Any other call: the answer's headers are set in place once the handler has made it.
    // Hono's cors sets them on a placeholder response first, which the handler's answer is
    // then copied over, on every widget POST (browsers send Origin with every POST). Without
    // an Origin (a same-origin GET or a server-side call) only Vary is added, so a shared
    // cache does not reuse this answer for a cross-origin call.
    const allowed = origin === undefined ? null : await allowOrigin(origin);
    await next();
    if (allowed !== null) c.res.headers.set('Access-Control-Allow-Origin', allowed);
    c.res.headers.append('Vary', 'Origin');
  };
}
