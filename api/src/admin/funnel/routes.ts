import { adminFunnelQuerySchema, adminFunnelSchema, FUNNEL_MAX_DAYS } from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { resolvePeriod } from '../figures/period.ts';
import { funnelOf } from './summaries.ts';

/**
 * `GET /api/admin/funnel` (ADR 042), for operators: Flo's funnel of one flow over a period of
 * UTC days (`from`, `to`; the last 30 by default, at most FUNNEL_MAX_DAYS), optionally of one
 * page type or embedding origin: started, each step reached and dropped at, completed, the same
 * per split-test arm with the two-proportion test, per day, and the days chat settings changed.
 *
 * @example
 * app.route('/', adminFunnelRoutes(deps));
 */
export function adminFunnelRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get(
    '/api/admin/funnel',
    describeOperation({
      operationId: 'getAdminFunnel',
      summary: 'Flo’s funnel per flow over a period: steps, drop-off, split-test arms, per day',
      tag: 'Admin',
      auth: 'admin',
      response: adminFunnelSchema,
    }),
    requireAdmin(deps),
    validate('query', adminFunnelQuerySchema),
    async (c) => {
      const { flow, pageType, origin, ...dates } = c.req.valid('query');
      const period = resolvePeriod(dates, clockOf(deps)(), FUNNEL_MAX_DAYS);
      return c.json(await deps.engine.run(funnelOf, { flow, period, pageType, origin }));
    },
  );
}
