import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Attempts per IP per minute on each login or password-setup endpoint (`perIpLimit`). */
export const LOGIN_ATTEMPTS_PER_MINUTE = RATE_LIMITS['admin-login'].max;

/** Login attempts for one e-mail address, from any IP, before it must wait out the window. */
export const ACCOUNT_LOGIN_ATTEMPTS = RATE_LIMITS['login-account'].max;
export const ACCOUNT_LOGIN_WINDOW_MS = RATE_LIMITS['login-account'].windowMs;

/** The e-mail a login body names, as the account lookups compare it; null if it names none. */
async function emailIn(c: Parameters<MiddlewareHandler>[0]): Promise<string | null> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body !== 'object' || body === null || !('email' in body)) return null;
    const { email } = body;
    return typeof email === 'string' && email.length <= 254 ? email.trim().toLowerCase() : null;
  } catch {
    return null; // not JSON: the body validator answers 400
  }
}

/**
 * Per-account back-off beside the per-IP limit: an e-mail address gets
 * `ACCOUNT_LOGIN_ATTEMPTS` attempts per window from all IPs together, then 429 with
 * `Retry-After`, even with the right password, until the window ends; a successful login
 * clears its count. Addresses with no account are counted and refused exactly the same, so
 * the back-off reveals nothing about who has one.
 *
 * @example
 * app.post('/api/admin/login', perIpLimit(deps, 'admin-login'), accountLoginBackoff(deps, 'admin-login'), h);
 */
export function accountLoginBackoff(deps: AppDeps, name: string): MiddlewareHandler {
  const store = deps.rateLimits;
  const now = clockOf(deps);
  return async (c, next) => {
    const email = await emailIn(c);
    if (email === null) return next();
    const key = `${name}-account:${email}`;
    const at = now().getTime();
    const { count, resetAt } = await store.hit(key, ACCOUNT_LOGIN_WINDOW_MS, at);
    if (count > ACCOUNT_LOGIN_ATTEMPTS) throw tooManyRequests(resetAt, at);
    await next();
    if (c.res.status === 200) await store.reset(key);
  };
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against the stored hash, or against a throwaway hash when there is no
 * user or no password yet, so an unknown e-mail costs the same scrypt run as a known one and
 * the response time does not reveal which addresses have accounts.
 */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  const matches = await verifyPassword(password, stored ?? (await dummyHash));
  return stored !== null && matches;
}
