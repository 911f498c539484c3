import type { TwoFactorEnrolment, TwoFactorRecoveryCodes, TwoFactorStatus } from '@flo/contract';
import type { Context } from 'hono';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { type OutgoingMail, queueMails } from '../../mail/outbox.ts';
import type { SessionRole } from '../sessions.ts';
import { twoFactorChangedMail } from '../sign-in-mails.ts';
import type { LoginAccount } from '../throttle/guard.ts';
import { newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.ts';
import {
  confirmPendingSecret,
  deleteTwoFactor,
  findTwoFactorLogin,
  recoveryCodesLeft,
  storePendingSecret,
} from './repository.ts';
import { checkSecondFactor, type SecondFactor } from './second-factor.ts';
import { matchingTotpStep, newTotpSecret, totpUri } from './totp.ts';

/*
 * What a signed-in account does with its own two-factor sign-in (ADR 032). Admins cannot turn
 * it off once on (they move it to a new authenticator instead); businesses may.
 */

/** Whether the role may switch two-factor sign-in off again. */
export const canDisableTwoFactor = (role: SessionRole) => role === 'business';

/** The mail kind in the outbox for an owner told two-factor sign-in was switched on or off. */
export const TWO_FACTOR_CHANGED_MAIL_KIND = 'two_factor_changed';

/** The owner's mail telling them two-factor sign-in was switched on or off. */
function ownerMail(deps: AppDeps, account: LoginAccount, on: boolean): OutgoingMail {
  const mail = twoFactorChangedMail(account.name, on, deps.config.publicUrl);
  return { ...mail, to: account.email, kind: TWO_FACTOR_CHANGED_MAIL_KIND };
}

/** Confirms the pending secret and queues the owner's mail with it, or does neither. */
function* confirmAndMail(
  on: EngineScope,
  role: SessionRole,
  userId: number,
  secret: { pending: string; step: number; recoveryCodes: string[] },
  mail: OutgoingMail,
  now: Date,
): Steps<boolean> {
  const { pending, step, recoveryCodes } = secret;
  const confirmed = yield* confirmPendingSecret(
    on,
    role,
    userId,
    pending,
    step,
    recoveryCodes,
    now,
  );
  if (confirmed) yield* queueMails(on, [mail], now);
  return confirmed;
}

/** Turns two-factor sign-in off and queues the owner's mail with it. */
function* disableAndMail(
  on: EngineScope,
  role: SessionRole,
  userId: number,
  mail: OutgoingMail,
  now: Date,
): Steps<void> {
  yield* deleteTwoFactor(on, role, userId);
  yield* queueMails(on, [mail], now);
}

const wrongCode = () =>
  new HttpError(400, 'invalid_two_factor_code', 'That code is not right', {
    code: ['That code is not right. Check the time on your phone and try the newest code.'],
  });

export async function twoFactorStatus(
  deps: AppDeps,
  role: SessionRole,
  userId: number,
): Promise<TwoFactorStatus> {
  const row = await deps.engine.run(findTwoFactorLogin, role, userId);
  const enabled = Boolean(row?.secret);
  return {
    enabled,
    canDisable: canDisableTwoFactor(role),
    enabledAt: enabled && row?.enabledAt ? row.enabledAt.toISOString() : null,
    recoveryCodesLeft: enabled ? await deps.engine.run(recoveryCodesLeft, role, userId) : 0,
  };
}

/** A new secret waiting for its first code; any earlier pending one is forgotten. */
export async function startEnrolment(
  deps: AppDeps,
  role: SessionRole,
  account: LoginAccount,
): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  await deps.engine.run(storePendingSecret, role, account.id, secret);
  return { secret, uri: totpUri(secret, account.email) };
}

/**
 * Switches the pending secret on with a code from it, answers new recovery codes, shown this
 * once, and mails the owner. A code is needed so nobody is left with a secret their app lacks.
 */
export async function confirmEnrolment(
  deps: AppDeps,
  role: SessionRole,
  account: LoginAccount,
  code: string,
  now: Date,
): Promise<TwoFactorRecoveryCodes> {
  const userId = account.id;
  const pending = (await deps.engine.run(findTwoFactorLogin, role, userId))?.pendingSecret;
  if (!pending) {
    throw new HttpError(409, 'no_enrolment', 'Start setting up two-factor sign-in first');
  }
  const step = matchingTotpStep(pending, code, now);
  if (step === null) throw wrongCode();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await deps.engine.commit(
    confirmAndMail,
    role,
    userId,
    { pending, step, recoveryCodes },
    ownerMail(deps, account, true),
    now,
  );
  if (!confirmed) {
    throw new HttpError(409, 'no_enrolment', 'A newer set-up was started: use its secret');
  }
  return { recoveryCodes };
}

/**
 * Turns two-factor sign-in off (offered to businesses only), and mails the owner, after a current code or a recovery code, checked
 * under the sign-in throttle like a sign-in, so a session left open is not enough.
 */
export async function disableTwoFactor(
  c: Context,
  deps: AppDeps,
  role: SessionRole,
  account: LoginAccount,
  factor: SecondFactor,
  now: Date,
): Promise<void> {
  if (!(await deps.engine.run(findTwoFactorLogin, role, account.id))?.secret) {
    throw new HttpError(409, 'two_factor_off', 'Two-factor sign-in is not on');
  }
  if (!(await checkSecondFactor(c, deps, role, account, factor, now)).right) throw wrongCode();
  await deps.engine.commit(disableAndMail, role, account.id, ownerMail(deps, account, false), now);
}
