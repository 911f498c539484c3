import { TWO_FACTOR_REQUIRED, type TwoFactorRequired } from '@flo/contract';
import type { AppDeps } from '../../deps.ts';
import { errorBody } from '../../http/errors.ts';
import type { SessionRole } from '../sessions.ts';
import { newRawToken } from '../tokens.ts';
import { activeSecretOf, storeChallenge } from './repository.ts';

/** Time to open the app and type a code; after it the password (or a new link) is asked again. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * The 401 body of a first factor that was right for a login with two-factor sign-in on: a new
 * one-time challenge for `…/login/two-factor`; null when the login has it off, so the first
 * factor alone signs in.
 */
export async function twoFactorChallengeFor(
  deps: AppDeps,
  role: SessionRole,
  userId: number,
  now: Date,
): Promise<TwoFactorRequired | null> {
  if ((await deps.engine.run(activeSecretOf, role, userId)) === null) return null;
  const challenge = newRawToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  await deps.engine.commit(storeChallenge, role, userId, challenge, expiresAt, now);
  return {
    ...(role === 'business' ? { success: false as const } : {}),
    ...errorBody(TWO_FACTOR_REQUIRED, 'Enter the code from your authenticator app'),
    twoFactor: { challenge, expiresAt: expiresAt.toISOString() },
  };
}
