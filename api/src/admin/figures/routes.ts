import {
  adminFiguresQuerySchema,
  adminFiguresSchema,
  adminResponseTimesQuerySchema,
  responseTimesPageSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { figuresOf, responseTimes } from './figures.ts';
import { resolvePeriod } from './period.ts';

/**
 * The marketplace figures (ADR 041), for operators only (a business gets 403), over a period of
 * UTC days (`from`, `to`; the last 30 days by default, at most 366): `GET /api/admin/figures`
 * (enquiries per day by source, by city and service, lead outcomes, median first response,
 * unmatched enquiries, claims and plans per week) and `GET /api/admin/figures/response-times`
 * (specialists by median first response, slowest first, 20 a page).
 *
 * @example
 * app.route('/', adminFiguresRoutes(deps));
 */
export function adminFiguresRoutes(deps: AppDeps) {
  const operator = requireAdmin(deps);
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/figures',
      describeOperation({
        operationId: 'getAdminFigures',
        summary: 'Enquiries, lead outcomes, response times, claims and plans over a period',
        tag: 'Admin',
        auth: 'admin',
        response: adminFiguresSchema,
      }),
      operator,
      validate('query', adminFiguresQuerySchema),
      async (c) => {
        const now = clockOf(deps)();
        const period = resolvePeriod(c.req.valid('query'), now);
        return c.json(await deps.engine.run(figuresOf, period, now));
      },
    )
    .get(
      '/api/admin/figures/response-times',
      describeOperation({
        operationId: 'listAdminResponseTimes',
        summary: 'Specialists by median first response over a period, slowest first',
        tag: 'Admin',
        auth: 'admin',
        response: responseTimesPageSchema,
      }),
      operator,
      validate('query', adminResponseTimesQuerySchema),
      async (c) => {
        const { page, ...query } = c.req.valid('query');
        const period = resolvePeriod(query, clockOf(deps)());
        return c.json({
          period: { from: period.from, to: period.to, days: period.days },
          ...(await deps.engine.run(responseTimes, period, page)),
        });
      },
    );
}
