import type { MiddlewareHandler } from 'hono';
import { addressGroup, clientIp } from './client-address.ts';
import { HttpError } from './errors.ts';

/**
 * Per-key hit counters in fixed windows. The server keeps them in its database
 * (`DatabaseRateLimitStore`, written within a second of each hit) so a restart hands nobody a
 * fresh budget; tests may use memory.
 */
export interface RateLimitStore {
  /** Counts one hit for `key` and answers how many hits its current window holds. */
  hit(key: string, windowMs: number, now: number): Awaitable<{ count: number; resetAt: number }>;
  /** Forgets `key`'s window, e.g. an account's failed logins once it logs in. */
  reset(key: string): Awaitable<void>;
}

type Awaitable<T> = T | Promise<T>;

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
    reset(key) {
      windows.delete(key);
    },
  };
}

/** The 429 a caller over a budget gets, telling it when the window ends. */
export function tooManyRequests(resetAt: number, now: number): HttpError {
  const retryAfter = String(Math.max(1, Math.ceil((resetAt - now) / 1000)));
  return new HttpError(
    429,
    'rate_limited',
    'Too many requests; please wait and try again',
    undefined,
    { 'Retry-After': retryAfter },
  );
}

export interface RateLimitOptions {
  /** Counter name, so login and enquiries keep separate budgets. */
  name: string;
  max: number;
  windowMs: number;
  store: RateLimitStore;
  now: () => Date;
}

/**
 * Answers 429 with `Retry-After` once an address has made `max` requests in `windowMs`; IPv6
 * callers are counted by their /64 (`addressGroup`).
 *
 * Routes take their budget from the `RATE_LIMITS` table through `perIpLimit`.
 *
 * @example
 * app.post('/api/contact', rateLimit({ name: 'contact', max: 5, windowMs, store, now }), h);
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const at = options.now().getTime();
    const { count, resetAt } = await options.store.hit(
      `${options.name}:${addressGroup(clientIp(c))}`,
      options.windowMs,
      at,
    );
    if (count > options.max) throw tooManyRequests(resetAt, at);
    await next();
  };
}
