import { type AdminOverview, adminOverviewSchema } from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { overviewFigures } from './repository.ts';

/**
 * `GET /api/admin/overview`: specialists by status, enquiries in the last 7 and 30 days, open
 * unmatched enquiries, pending reviews and claims. The charts are `GET /api/admin/figures`.
 *
 * @example
 * app.route('/', adminOverviewRoutes(deps));
 */
export function adminOverviewRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get(
    '/api/admin/overview',
    describeOperation({
      operationId: 'getAdminOverview',
      summary: 'Specialists, enquiries and open queues at a glance',
      tag: 'Admin',
      auth: 'admin',
      response: adminOverviewSchema,
    }),
    requireAdmin(deps),
    async (c) => c.json<AdminOverview>(await deps.engine.run(overviewFigures, clockOf(deps)())),
  );
}
