import {
  type AdminLoginResponse,
  type AdminMeResponse,
  adminLoginResponseSchema,
  adminMeResponseSchema,
  type LogoutResponse,
  loginRequestSchema,
  logoutResponseSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { recognisedDevice } from './devices.ts';
import { passwordMatches } from './login-guards.ts';
import { type AdminEnv, requireAdmin } from './middleware.ts';
import { findAdminCredentials } from './repository.ts';
import { revokeSession } from './sessions.ts';
import { completeSignIn } from './sign-in.ts';
import {
  recordFailedSignIn,
  recordSuccessfulSignIn,
  refuseWhileWaiting,
  signInAttempt,
} from './throttle/guard.ts';
import { twoFactorChallengeFor } from './two-factor/challenge.ts';
import { twoFactorRequiredDoc } from './two-factor/openapi.ts';

/**
 * Admin login, the admin-me session check and logout. A wrong e-mail and a wrong password get
 * the same 401 after the same amount of work, so the answer does not reveal who has an account.
 * Failed logins are throttled per address and per account, never for a browser that signed in
 * to the account before (`throttle/guard.ts`, ADR 031). With two-factor sign-in on, a right
 * password answers 401 `two_factor_required` and a challenge for `/api/admin/login/two-factor`
 * (ADR 032).
 *
 * @example
 * app.route('/', adminRoutes(deps));
 * // POST /api/admin/login {email, password} → { token, admin }
 * // GET /api/admin/me (Authorization: Bearer token) → { admin }
 */
export function adminRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const app = new Hono<AdminEnv>();

  app.post(
    '/api/admin/login',
    describeOperation({
      operationId: 'adminLogin',
      summary: 'Admin login; answers a bearer token, or a challenge for the two-factor code',
      tag: 'Admin',
      response: adminLoginResponseSchema,
    }),
    twoFactorRequiredDoc,
    perIpLimit(deps, 'admin-login'),
    validate('json', loginRequestSchema),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const found = await deps.engine.run(findAdminCredentials, email);
      const account = found?.admin ?? null;
      const deviceId = await recognisedDevice(c, deps, 'admin', account?.id ?? null);
      const attempt = signInAttempt(c, 'admin', email, account, deviceId);
      await refuseWhileWaiting(deps, attempt, now());
      const matches = await passwordMatches(password, found?.passwordHash ?? null);
      if (!found || !matches) {
        await recordFailedSignIn(deps, attempt, now());
        throw new HttpError(401, 'invalid_credentials', 'Invalid email or password');
      }
      const challenge = await twoFactorChallengeFor(deps, 'admin', found.admin.id, now());
      if (challenge) return c.json(challenge, 401);
      await recordSuccessfulSignIn(deps, attempt);
      const token = await completeSignIn(c, deps, 'admin', found.admin, deviceId, now());
      return c.json<AdminLoginResponse>({ token, admin: found.admin });
    },
  );

  app.get(
    '/api/admin/me',
    describeOperation({
      operationId: 'getAdminMe',
      summary: 'The signed-in admin',
      tag: 'Admin',
      auth: 'admin',
      response: adminMeResponseSchema,
    }),
    requireAdmin(deps),
    (c) => c.json<AdminMeResponse>({ admin: c.var.admin }),
  );

  app.post(
    '/api/admin/logout',
    describeOperation({
      operationId: 'adminLogout',
      summary: 'Revoke the admin token',
      tag: 'Admin',
      auth: 'admin',
      response: logoutResponseSchema,
    }),
    requireAdmin(deps),
    async (c) => {
      await deps.engine.run(revokeSession, c.var.session.id, now());
      return c.json<LogoutResponse>({ success: true });
    },
  );

  return app;
}
