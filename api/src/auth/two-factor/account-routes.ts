import {
  type LogoutResponse,
  logoutResponseSchema,
  type TwoFactorEnrolment,
  type TwoFactorRecoveryCodes,
  type TwoFactorStatus,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnrolmentSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorStatusSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { type AdminEnv, type BusinessEnv, requireAdmin, requireBusiness } from '../middleware.ts';
import type { SessionRole } from '../sessions.ts';
import { confirmEnrolment, disableTwoFactor, startEnrolment, twoFactorStatus } from './account.ts';

const TAGS = { admin: 'Admin', business: 'Business' } as const;

const docs = (role: SessionRole) => ({
  status: describeOperation({
    operationId: `get${TAGS[role]}TwoFactor`,
    summary: 'Whether two-factor sign-in is on for the signed-in account (never its secret)',
    tag: TAGS[role],
    auth: role,
    response: twoFactorStatusSchema,
  }),
  start: describeOperation({
    operationId: `start${TAGS[role]}TwoFactorEnrolment`,
    summary: 'A new authenticator secret and otpauth:// URI; on only once a code confirms it',
    tag: TAGS[role],
    auth: role,
    response: twoFactorEnrolmentSchema,
  }),
  confirm: describeOperation({
    operationId: `confirm${TAGS[role]}TwoFactorEnrolment`,
    summary: 'Switch the new secret on with a code from it; answers recovery codes, shown once',
    tag: TAGS[role],
    auth: role,
    response: twoFactorRecoveryCodesSchema,
  }),
});

/**
 * Each account's own two-factor sign-in (ADR 032): `GET /api/{admin,business}/two-factor` says
 * whether it is on, `POST …/two-factor/enrolment` starts setting it up (or moving it to a new
 * app), `POST …/two-factor/enrolment/confirm {code}` switches it on and answers the recovery
 * codes, and `POST /api/business/two-factor/disable {code | recoveryCode}` turns it off; admins
 * keep it once on.
 *
 * @example
 * app.route('/', twoFactorAccountRoutes(deps));
 */
export function twoFactorAccountRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const admin = docs('admin');
  const business = docs('business');

  const adminApp = new Hono<AdminEnv>()
    .get('/api/admin/two-factor', admin.status, requireAdmin(deps), async (c) =>
      c.json<TwoFactorStatus>(await twoFactorStatus(deps, 'admin', c.var.admin.id)),
    )
    .post('/api/admin/two-factor/enrolment', admin.start, requireAdmin(deps), async (c) =>
      c.json<TwoFactorEnrolment>(await startEnrolment(deps, 'admin', c.var.admin)),
    )
    .post(
      '/api/admin/two-factor/enrolment/confirm',
      admin.confirm,
      requireAdmin(deps),
      validate('json', twoFactorConfirmRequestSchema),
      async (c) => {
        const { code } = c.req.valid('json');
        return c.json<TwoFactorRecoveryCodes>(
          await confirmEnrolment(deps, 'admin', c.var.admin, code, now()),
        );
      },
    );

  const businessApp = new Hono<BusinessEnv>()
    .get('/api/business/two-factor', business.status, requireBusiness(deps), async (c) =>
      c.json<TwoFactorStatus>(await twoFactorStatus(deps, 'business', c.var.business.id)),
    )
    .post('/api/business/two-factor/enrolment', business.start, requireBusiness(deps), async (c) =>
      c.json<TwoFactorEnrolment>(await startEnrolment(deps, 'business', c.var.business)),
    )
    .post(
      '/api/business/two-factor/enrolment/confirm',
      business.confirm,
      requireBusiness(deps),
      validate('json', twoFactorConfirmRequestSchema),
      async (c) => {
        const { code } = c.req.valid('json');
        return c.json<TwoFactorRecoveryCodes>(
          await confirmEnrolment(deps, 'business', c.var.business, code, now()),
        );
      },
    )
    .post(
      '/api/business/two-factor/disable',
      describeOperation({
        operationId: 'disableBusinessTwoFactor',
        summary: 'Turn two-factor sign-in off with a current code or a recovery code',
        tag: 'Business',
        auth: 'business',
        response: logoutResponseSchema,
      }),
      requireBusiness(deps),
      validate('json', twoFactorDisableRequestSchema),
      async (c) => {
        await disableTwoFactor(c, deps, 'business', c.var.business, c.req.valid('json'), now());
        return c.json<LogoutResponse>({ success: true });
      },
    );

  return new Hono().route('/', adminApp).route('/', businessApp);
}
