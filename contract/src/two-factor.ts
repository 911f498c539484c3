import { z } from 'zod';
import { apiErrorSchema } from './common.ts';

/*
 * Two-factor sign-in (docs/decisions/032-two-factor-sign-in.md): a TOTP code from an
 * authenticator app after the password or the mailed sign-in link, or a one-time recovery code.
 */

/** The error code of a login whose first factor was right but which needs its code next. */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';

/** Digits of a TOTP code; a space in the middle, as apps show it, is allowed. */
export const totpCodeSchema = z
  .string()
  .regex(/^\s*\d{3}\s?\d{3}\s*$/, 'Enter the 6-digit code from your authenticator app');

/** A recovery code as shown (`ABCD-EFGH-JKLM-NPQR`); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z.string().min(8).max(40);

/** The code of an authenticator app, or else a recovery code: exactly one of the two. */
const secondFactorShape = {
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
};
const exactlyOneFactor = (value: { code?: string; recoveryCode?: string }) =>
  (value.code === undefined) !== (value.recoveryCode === undefined);
const exactlyOneFactorIssue = {
  message: 'Enter the code from your authenticator app or one recovery code',
  path: ['code'],
};

/**
 * 401 from `POST /api/{admin,business}/login` and `…/login/link` when the login has two-factor
 * sign-in on: `error.code` is `two_factor_required` and `twoFactor.challenge` goes with the code
 * to `…/login/two-factor` before `expiresAt`. The business login's body also has `success: false`.
 */
export const twoFactorRequiredSchema = apiErrorSchema.extend({
  success: z.literal(false).optional(),
  twoFactor: z.object({ challenge: z.string(), expiresAt: z.iso.datetime() }),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

/**
 * `POST /api/{admin,business}/login/two-factor`: the challenge and the app's code, or a recovery
 * code; answers like the password login of that area.
 */
export const twoFactorLoginRequestSchema = z
  .object({ challenge: z.string().min(16).max(200), ...secondFactorShape })
  .refine(exactlyOneFactor, exactlyOneFactorIssue);
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequestSchema>;

/** `GET /api/{admin,business}/two-factor`: whether it is on; never the secret. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Admins cannot turn it off once on; they can move it to a new authenticator. */
  canDisable: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * `POST /api/{admin,business}/two-factor/enrolment`: a new secret to add to an authenticator
 * app, as text and as an `otpauth://` URI. It takes effect only once a code from it is confirmed.
 */
export const twoFactorEnrolmentSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** `POST …/two-factor/enrolment/confirm`: a code from the new secret switches it on. */
export const twoFactorConfirmRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmRequest = z.infer<typeof twoFactorConfirmRequestSchema>;

/** The recovery codes, shown this once; each signs in once instead of an app's code. */
export const twoFactorRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodesSchema>;

/** `POST /api/business/two-factor/disable`: a current code, or a recovery code, turns it off. */
export const twoFactorDisableRequestSchema = z
  .object(secondFactorShape)
  .refine(exactlyOneFactor, exactlyOneFactorIssue);
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;
