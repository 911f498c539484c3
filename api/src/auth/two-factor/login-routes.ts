import {
  type AdminLoginResponse,
  adminLoginResponseSchema,
  type BusinessLoginResponse,
  businessLoginResponseSchema,
  twoFactorLoginRequestSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { perIpLimit } from '../../http/rate-limits.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { businessFailure, validateBusinessJson } from '../business-failure.ts';
import { findAdminById, findBusinessById } from '../repository.ts';
import type { SessionRole } from '../sessions.ts';
import { completeSignIn } from '../sign-in.ts';
import { findChallengeUser, spendChallenge } from './repository.ts';
import { checkSecondFactor } from './second-factor.ts';

const EXPIRED = {
  code: 'two_factor_challenge_invalid',
  message: 'This sign-in has expired. Enter your password again.',
} as const;
const WRONG = {
  code: 'invalid_two_factor_code',
  message: 'That code is not right. Check your authenticator app and try again.',
} as const;

/**
 * The second step of a sign-in with two-factor on (ADR 032): the challenge a right password or
 * sign-in link answered, with the authenticator app's code or a recovery code, signs in like
 * the password login of that area. Wrong codes count in the sign-in throttle.
 *
 * @example
 * app.route('/', twoFactorLoginRoutes(deps));
 * // POST /api/admin/login/two-factor {challenge, code} → { token, admin }
 * // POST /api/business/login/two-factor {challenge, recoveryCode} → { success: true, token, business }
 */
export function twoFactorLoginRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const app = new Hono();
  const doc = (role: SessionRole, tag: 'Admin' | 'Business') =>
    describeOperation({
      operationId: `${role}LoginTwoFactor`,
      summary: 'Finish a sign-in with the authenticator app’s code or a recovery code',
      tag,
      ...(role === 'business' ? { body: twoFactorLoginRequestSchema } : {}),
      response: role === 'admin' ? adminLoginResponseSchema : businessLoginResponseSchema,
    });

  app.post(
    '/api/admin/login/two-factor',
    doc('admin', 'Admin'),
    perIpLimit(deps, 'admin-login'),
    validate('json', twoFactorLoginRequestSchema),
    async (c) => {
      const { challenge, ...factor } = c.req.valid('json');
      const userId = await deps.engine.run(findChallengeUser, 'admin', challenge, now());
      const admin = userId === null ? null : await deps.engine.run(findAdminById, userId);
      if (!admin) throw new HttpError(400, EXPIRED.code, EXPIRED.message);
      const { right, deviceId } = await checkSecondFactor(c, deps, 'admin', admin, factor, now());
      if (!right) throw new HttpError(401, WRONG.code, WRONG.message);
      if (!(await deps.engine.run(spendChallenge, challenge, now()))) {
        throw new HttpError(400, EXPIRED.code, EXPIRED.message);
      }
      const token = await completeSignIn(c, deps, 'admin', admin, deviceId, now());
      return c.json<AdminLoginResponse>({ token, admin });
    },
  );

  app.post(
    '/api/business/login/two-factor',
    doc('business', 'Business'),
    perIpLimit(deps, 'business-login'),
    validateBusinessJson(twoFactorLoginRequestSchema),
    async (c) => {
      const { challenge, ...factor } = c.req.valid('json');
      const userId = await deps.engine.run(findChallengeUser, 'business', challenge, now());
      const business = userId === null ? null : await deps.engine.run(findBusinessById, userId);
      const expired = () =>
        c.json<BusinessLoginResponse>(businessFailure(EXPIRED.code, EXPIRED.message), 400);
      if (!business) return expired();
      const { right, deviceId } = await checkSecondFactor(
        c,
        deps,
        'business',
        business,
        factor,
        now(),
      );
      if (!right) {
        return c.json<BusinessLoginResponse>(businessFailure(WRONG.code, WRONG.message), 401);
      }
      if (!(await deps.engine.run(spendChallenge, challenge, now()))) return expired();
      const token = await completeSignIn(c, deps, 'business', business, deviceId, now());
      return c.json<BusinessLoginResponse>({ success: true, token, business });
    },
  );

  return app;
}
