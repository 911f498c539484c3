import { randomBytes } from 'node:crypto';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Attempts per IP per minute on each login or password-setup endpoint (`perIpLimit`). */
export const LOGIN_ATTEMPTS_PER_MINUTE = RATE_LIMITS['admin-login'].max;

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
