import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';

/** Per-key hit counters in fixed windows. Memory by default; a shared store can replace it. */
export interface RateLimitStore {
  /** Counts one hit for `key` and answers how many hits its current window holds. */
  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number };
}

export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, windowMs, now) {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size > 50_000) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        }
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { ...entry };
    },
  };
}

/** The caller's IP: the socket address under Node, a header set by tests or `app.request()`. */
export function clientIp(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address;
  } catch {
    // app.request() in tests has no socket; fall through to the test header.
  }
  return c.req.header('x-test-client-ip') ?? 'local';
}

export interface RateLimitOptions {
  /** Counter name, so login and enquiries keep separate budgets. */
  name: string;
  max: number;
  windowMs: number;
  store: RateLimitStore;
  now?: () => Date;
}

/**
 * Answers 429 with `Retry-After` once an IP has made `max` requests in `windowMs`.
 *
 * @example
 * app.post('/api/admin/login', rateLimit({ name: 'login', max: 10, windowMs: 60_000, store }), h);
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? (() => new Date());
  return async (c, next) => {
    const at = now().getTime();
    const { count, resetAt } = options.store.hit(
      `${options.name}:${clientIp(c)}`,
      options.windowMs,
      at,
    );
    if (count > options.max) {
      const retryAfter = String(Math.max(1, Math.ceil((resetAt - at) / 1000)));
      throw new HttpError(
        429,
        'rate_limited',
        'Too many requests; please wait and try again',
        undefined,
        { 'Retry-After': retryAfter },
      );
    }
    await next();
  };
}
