import type { Context } from 'hono';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { recognisedDevice } from '../devices.ts';
import type { SessionRole } from '../sessions.ts';
import {
  type LoginAccount,
  recordFailedSignIn,
  recordSuccessfulSignIn,
  refuseWhileWaiting,
  signInAttempt,
} from '../throttle/guard.ts';
import { activeSecretOf, useRecoveryCode, useTotpStep } from './repository.ts';
import { matchingTotpStep } from './totp.ts';

/** What the owner typed: the app's current code, or one of their recovery codes. */
export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/** Uses the code if it is right and unused: a TOTP step once, a recovery code once. */
function* spendSecondFactor(
  on: EngineScope,
  role: SessionRole,
  userId: number,
  { code, recoveryCode }: SecondFactor,
  now: Date,
): Steps<boolean> {
  if (recoveryCode !== undefined) {
    return yield* useRecoveryCode(on, role, userId, recoveryCode, now);
  }
  const secret = yield* activeSecretOf(on, role, userId);
  const step = secret !== null && code !== undefined ? matchingTotpStep(secret, code, now) : null;
  return step !== null && (yield* useTotpStep(on, role, userId, step));
}

/**
 * Checks a second factor for the login under the sign-in throttle (ADR 032): refused with 429
 * while its sources wait, a wrong, reused or replayed code counts as a failure against the
 * address and the login's `two-factor` count (or only the known browser), and a right one
 * forgets its own sources' failures. Answers whether it was right, and the known browser.
 */
export async function checkSecondFactor(
  c: Context,
  deps: AppDeps,
  role: SessionRole,
  account: LoginAccount,
  factor: SecondFactor,
  now: Date,
): Promise<{ right: boolean; deviceId: number | null }> {
  const deviceId = await recognisedDevice(c, deps, role, account.id);
  const attempt = signInAttempt(c, role, account.email, account, deviceId, 'code');
  await refuseWhileWaiting(deps, attempt, now);
  const right = await deps.engine.run(spendSecondFactor, role, account.id, factor, now);
  if (right) await recordSuccessfulSignIn(deps, attempt);
  else await recordFailedSignIn(deps, attempt, now);
  return { right, deviceId };
}
