import {
  type AdminLoginResponse,
  adminLoginResponseSchema,
  type BusinessLoginResponse,
  businessLoginResponseSchema,
  type SignInLinkAccepted,
  signInLinkAcceptedSchema,
  signInLinkLoginRequestSchema,
  signInLinkRequestSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { businessFailure } from './business-failure.ts';
import { recognisedDevice } from './devices.ts';
import { findAdminById, findBusinessById } from './repository.ts';
import type { SessionRole } from './sessions.ts';
import { completeSignIn } from './sign-in.ts';
import {
  requestSignInLink,
  SIGN_IN_LINK_ACCEPTED_MESSAGE,
  useSignInLink,
} from './sign-in-links.ts';
import { twoFactorChallengeFor } from './two-factor/challenge.ts';
import { twoFactorRequiredDoc } from './two-factor/openapi.ts';

const TAGS: Record<SessionRole, 'Admin' | 'Business'> = { admin: 'Admin', business: 'Business' };

/**
 * One-time sign-in links, the owner's way in that no stranger can block (ADR 031): asking for
 * one by e-mail answers 202 whether or not the address has a login, and the token from the
 * mailed link signs in once, within 15 minutes, past the account-wide throttle, answering like
 * the password login of its area. A link proves the mailbox only: a login with two-factor
 * sign-in on answers 401 `two_factor_required` and a challenge for the code (ADR 032).
 *
 * @example
 * app.route('/', signInLinkRoutes(deps));
 * // POST /api/admin/sign-in-link {email} → 202 { success: true, message }
 * // POST /api/admin/login/link {token} → { token, admin }
 * // POST /api/business/login/link {token} → { success: true, token, business }
 */
export function signInLinkRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const app = new Hono();

  for (const role of ['admin', 'business'] as const) {
    app.post(
      `/api/${role}/sign-in-link`,
      describeOperation({
        operationId: `request${TAGS[role]}SignInLink`,
        summary: 'E-mail a one-time sign-in link (valid 15 minutes) if the address has a login',
        tag: TAGS[role],
        response: signInLinkAcceptedSchema,
        status: 202,
      }),
      perIpLimit(deps, 'sign-in-link'),
      validate('json', signInLinkRequestSchema),
      (c) => {
        requestSignInLink(deps, role, c.req.valid('json').email, now());
        return c.json<SignInLinkAccepted>(
          { success: true, message: SIGN_IN_LINK_ACCEPTED_MESSAGE },
          202,
        );
      },
    );
  }

  const invalidLink = 'This sign-in link has expired or was already used';

  app.post(
    '/api/admin/login/link',
    describeOperation({
      operationId: 'adminLoginWithLink',
      summary: 'Admin login with the token of a mailed sign-in link',
      tag: 'Admin',
      response: adminLoginResponseSchema,
    }),
    twoFactorRequiredDoc,
    perIpLimit(deps, 'sign-in-link'),
    validate('json', signInLinkLoginRequestSchema),
    async (c) => {
      const userId = await deps.engine.run(
        useSignInLink,
        'admin',
        c.req.valid('json').token,
        now(),
      );
      const admin = userId === null ? null : await deps.engine.run(findAdminById, userId);
      if (!admin) throw new HttpError(400, 'sign_in_link_invalid', invalidLink);
      const challenge = await twoFactorChallengeFor(deps, 'admin', admin.id, now());
      if (challenge) return c.json(challenge, 401);
      const deviceId = await recognisedDevice(c, deps, 'admin', admin.id);
      const token = await completeSignIn(c, deps, 'admin', admin, deviceId, now());
      return c.json<AdminLoginResponse>({ token, admin });
    },
  );

  app.post(
    '/api/business/login/link',
    describeOperation({
      operationId: 'businessLoginWithLink',
      summary: 'Business login with the token of a mailed sign-in link',
      tag: 'Business',
      response: businessLoginResponseSchema,
    }),
    twoFactorRequiredDoc,
    perIpLimit(deps, 'sign-in-link'),
    validate('json', signInLinkLoginRequestSchema),
    async (c) => {
      const userId = await deps.engine.run(
        useSignInLink,
        'business',
        c.req.valid('json').token,
        now(),
      );
      const business = userId === null ? null : await deps.engine.run(findBusinessById, userId);
      if (!business) {
        const failure = businessFailure('sign_in_link_invalid', invalidLink);
        return c.json<BusinessLoginResponse>(failure, 400);
      }
      const challenge = await twoFactorChallengeFor(deps, 'business', business.id, now());
      if (challenge) return c.json(challenge, 401);
      const deviceId = await recognisedDevice(c, deps, 'business', business.id);
      const token = await completeSignIn(c, deps, 'business', business, deviceId, now());
      return c.json<BusinessLoginResponse>({ success: true, token, business });
    },
  );

  return app;
}
