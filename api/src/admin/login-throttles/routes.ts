import {
  idParams,
  type LoginThrottle,
  type LoginThrottleList,
  loginThrottleListSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import {
  deleteThrottle,
  type LoginThrottleRow,
  listThrottles,
} from '../../auth/throttle/repository.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';

function throttleView(row: LoginThrottleRow): LoginThrottle {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    source: row.source,
    failures: row.failures,
    lastFailureAt: row.lastFailureAt.toISOString(),
    blockedUntil: row.blockedUntil.toISOString(),
  };
}

/**
 * Sign-in throttles for operators (ADR 031): `GET /api/admin/login-throttles` lists every source
 * of failed sign-ins remembered in the last day, waiting ones first; `POST
 * /api/admin/login-throttles/{id}/clear` forgets one, e.g. once an owner locked out of a new
 * browser has been checked by phone.
 *
 * @example
 * app.route('/', adminLoginThrottleRoutes(deps));
 */
export function adminLoginThrottleRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/login-throttles',
      describeOperation({
        operationId: 'listLoginThrottles',
        summary: 'Sources of failed sign-ins from the last day, waiting ones first',
        tag: 'Admin',
        auth: 'admin',
        response: loginThrottleListSchema,
      }),
      requireAdmin(deps),
      async (c) => {
        const throttles = await deps.engine.run(listThrottles, now(), 500);
        return c.json<LoginThrottleList>({ throttles: throttles.map(throttleView) });
      },
    )
    .post(
      '/api/admin/login-throttles/:id/clear',
      describeOperation({
        operationId: 'clearLoginThrottle',
        summary: 'Forget the failed sign-ins of one source, ending its wait',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      async (c) => {
        if (!(await deps.engine.run(deleteThrottle, c.req.valid('param').id))) {
          throw notFound('Throttle');
        }
        return c.json({ ok: true as const });
      },
    );
}
