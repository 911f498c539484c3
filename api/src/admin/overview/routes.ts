import { type AdminOverview, adminOverviewSchema, OVERVIEW_CHART_DAYS } from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { overviewFigures } from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * `GET /api/admin/overview`: specialists by status, enquiries in the last 7 and 30 days, open
 * unmatched enquiries, pending reviews and claims, and enquiries per day for the chart.
 *
 * @example
 * app.route('/', adminOverviewRoutes(deps));
 */
export function adminOverviewRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get(
    '/api/admin/overview',
    describeOperation({
      operationId: 'getAdminOverview',
      summary: 'Specialists, enquiries, open queues and enquiries per day at a glance',
      tag: 'Admin',
      auth: 'admin',
      response: adminOverviewSchema,
    }),
    requireAdmin(deps),
    (c) => {
      const now = clockOf(deps)();
      const { perDay, firstDay, ...figures } = overviewFigures(deps.db, now, OVERVIEW_CHART_DAYS);
      const enquiriesPerDay = Array.from({ length: OVERVIEW_CHART_DAYS }, (_, i) => {
        const day = new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10);
        return { day, enquiries: perDay.get(day) ?? 0 };
      });
      return c.json<AdminOverview>({ ...figures, enquiriesPerDay });
    },
  );
}
