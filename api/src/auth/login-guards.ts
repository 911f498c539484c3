import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { memoryRateLimitStore, type RateLimitStore, rateLimit } from '../http/rate-limit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Attempts per IP per minute on each login or password-setup endpoint. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/** Apps built without a shared store still share one memory store across their auth routes. */
const fallbackStores = new WeakMap<AppDeps, RateLimitStore>();

function rateLimitStore(deps: AppDeps): RateLimitStore {
  if (deps.rateLimits) return deps.rateLimits;
  let store = fallbackStores.get(deps);
  if (!store) {
    store = memoryRateLimitStore();
    fallbackStores.set(deps, store);
  }
  return store;
}

/** Per-IP budget for one credential-checking endpoint; over it the caller gets 429. */
export function loginRateLimit(deps: AppDeps, name: string) {
  return rateLimit({
    name,
    max: LOGIN_ATTEMPTS_PER_MINUTE,
    windowMs: 60_000,
    store: rateLimitStore(deps),
    now: deps.now,
  });
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
