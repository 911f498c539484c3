import {
  type BusinessLoginResponse,
  type BusinessMeResponse,
  businessLoginResponseSchema,
  businessMeResponseSchema,
  type LogoutResponse,
  loginRequestSchema,
  logoutResponseSchema,
  type SetupLinkAccepted,
  type SetupPasswordResponse,
  setupLinkAcceptedSchema,
  setupLinkRequestSchema,
  setupPasswordRequestSchema,
  setupPasswordResponseSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { describeOperation } from '../openapi/describe.ts';
import { businessFailure, validateBusinessJson } from './business-failure.ts';
import { recognisedDevice } from './devices.ts';
import { passwordMatches } from './login-guards.ts';
import { type BusinessEnv, requireBusiness } from './middleware.ts';
import { hashPassword } from './passwords.ts';
import { findBusinessCredentials, setPasswordUsingSetupToken } from './repository.ts';
import { revokeSession, revokeSessionsOf } from './sessions.ts';
import { requestSetupLink, SETUP_LINK_ACCEPTED_MESSAGE } from './setup-link.ts';
import { isValidSetupToken } from './setup-tokens.ts';
import { completeSignIn } from './sign-in.ts';
import {
  recordFailedSignIn,
  recordSuccessfulSignIn,
  refuseWhileWaiting,
  signInAttempt,
} from './throttle/guard.ts';
import { hashToken } from './tokens.ts';
import { twoFactorChallengeFor } from './two-factor/challenge.ts';
import { twoFactorRequiredDoc } from './two-factor/openapi.ts';

/**
 * Business login (`{ success, token, business, error }`, docs/product/api-calls.md#site-calls),
 * the business-me check, logout, asking for a password-setup link by e-mail, and setting a
 * password with the one-time token from that link; an e-mail address alone never sets a password.
 *
 * @example
 * app.route('/', businessRoutes(deps));
 * // POST /api/business/login {email, password} → { success: true, token, business }
 * // POST /api/business/setup-link {email} → 202 { success: true, message }, known address or not
 * // POST /api/business/setup-password {email, token, password, confirmPassword} → { success: true }
 */
export function businessRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const app = new Hono<BusinessEnv>();

  app.post(
    '/api/business/login',
    describeOperation({
      operationId: 'businessLogin',
      summary: 'Business login; answers a bearer token, or a challenge for the two-factor code',
      tag: 'Business',
      body: loginRequestSchema,
      response: businessLoginResponseSchema,
    }),
    twoFactorRequiredDoc,
    perIpLimit(deps, 'business-login'),
    validateBusinessJson(loginRequestSchema),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const found = await deps.engine.run(findBusinessCredentials, email);
      const account = found?.business ?? null;
      const deviceId = await recognisedDevice(c, deps, 'business', account?.id ?? null);
      const attempt = signInAttempt(c, 'business', email, account, deviceId);
      await refuseWhileWaiting(deps, attempt, now());
      const matches = await passwordMatches(password, found?.passwordHash ?? null);
      if (!found || !matches) {
        await recordFailedSignIn(deps, attempt, now());
        const failure = businessFailure('invalid_credentials', 'Invalid email or password');
        return c.json<BusinessLoginResponse>(failure, 401);
      }
      const challenge = await twoFactorChallengeFor(deps, 'business', found.business.id, now());
      if (challenge) return c.json(challenge, 401);
      await recordSuccessfulSignIn(deps, attempt);
      const token = await completeSignIn(c, deps, 'business', found.business, deviceId, now());
      return c.json<BusinessLoginResponse>({ success: true, token, business: found.business });
    },
  );

  app.get(
    '/api/business/me',
    describeOperation({
      operationId: 'getBusinessMe',
      summary: 'The signed-in business',
      tag: 'Business',
      auth: 'business',
      response: businessMeResponseSchema,
    }),
    requireBusiness(deps),
    (c) => c.json<BusinessMeResponse>({ business: c.var.business }),
  );

  app.post(
    '/api/business/logout',
    describeOperation({
      operationId: 'businessLogout',
      summary: 'Revoke the business token',
      tag: 'Business',
      auth: 'business',
      response: logoutResponseSchema,
    }),
    requireBusiness(deps),
    async (c) => {
      await deps.engine.run(revokeSession, c.var.session.id, now());
      return c.json<LogoutResponse>({ success: true });
    },
  );

  app.post(
    '/api/business/setup-link',
    describeOperation({
      operationId: 'requestBusinessSetupLink',
      summary:
        'E-mail a one-time password-setup link (valid 3 days) if the address belongs to a business; the same 202 either way',
      tag: 'Business',
      body: setupLinkRequestSchema,
      response: setupLinkAcceptedSchema,
      status: 202,
    }),
    perIpLimit(deps, 'setup-link'),
    validateBusinessJson(setupLinkRequestSchema),
    (c) => {
      requestSetupLink(deps, c.req.valid('json').email, now());
      return c.json<SetupLinkAccepted>(
        { success: true, message: SETUP_LINK_ACCEPTED_MESSAGE },
        202,
      );
    },
  );

  app.post(
    '/api/business/setup-password',
    describeOperation({
      operationId: 'setBusinessPassword',
      summary: 'Set the password with the one-time token from the e-mailed link',
      tag: 'Business',
      body: setupPasswordRequestSchema,
      response: setupPasswordResponseSchema,
    }),
    perIpLimit(deps, 'setup-password'),
    validateBusinessJson(setupPasswordRequestSchema),
    async (c) => {
      const { email, token, password } = c.req.valid('json');
      const found = await deps.engine.run(findBusinessCredentials, email);
      const setupFailed = () =>
        c.json<SetupPasswordResponse>(
          businessFailure('setup_link_invalid', 'Password setup failed'),
          400,
        );
      if (!found || !isValidSetupToken(found, token, now())) return setupFailed();
      const passwordHash = await hashPassword(password);
      const businessId = found.business.id;
      const tokenHash = hashToken(token);
      if (
        !(await deps.engine.run(setPasswordUsingSetupToken, businessId, tokenHash, passwordHash))
      ) {
        return setupFailed();
      }
      await deps.engine.run(revokeSessionsOf, 'business', businessId, now());
      return c.json<SetupPasswordResponse>({ success: true });
    },
  );

  return app;
}
