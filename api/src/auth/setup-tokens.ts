import type { EngineScope, Steps } from '../db/engine/index.ts';
import { type BusinessCredentials, storeSetupToken } from './repository.ts';
import { hashToken, newRawToken, sameTokenHash } from './tokens.ts';

/** A setup link stays valid for three days: long enough to find the e-mail after a weekend. */
export const SETUP_TOKEN_LIFETIME_MS = 72 * 60 * 60 * 1000;

/**
 * Gives a business a new one-time token for setting its password and answers the raw token
 * for the e-mailed link, as a step of a unit of work (ADR 050). Only its SHA-256 is stored;
 * issuing again replaces the previous one.
 *
 * @example
 * const token = yield* newSetupToken(on, business.id, now);
 * const link = `${publicUrl}/login?setup=${token}&email=${encodeURIComponent(business.email)}`;
 */
export function* newSetupToken(on: EngineScope, businessId: number, now: Date): Steps<string> {
  const token = newRawToken();
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_LIFETIME_MS);
  yield* storeSetupToken(on, businessId, hashToken(token), expiresAt);
  return token;
}

/** Whether `rawToken` is the business's current, unexpired, unused setup token. */
export function isValidSetupToken(
  credentials: BusinessCredentials,
  rawToken: string,
  now: Date,
): boolean {
  const { setupTokenHash, setupTokenExpiresAt } = credentials;
  if (!setupTokenHash || !setupTokenExpiresAt) return false;
  if (setupTokenExpiresAt.getTime() <= now.getTime()) return false;
  return sameTokenHash(hashToken(rawToken), setupTokenHash);
}
