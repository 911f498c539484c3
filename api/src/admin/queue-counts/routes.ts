import { type AdminQueueCounts, adminQueueCountsSchema } from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import type { AppDeps } from '../../deps.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { queueCounts } from './repository.ts';

/**
 * `GET /api/admin/queue-counts`: how many items wait in each queue the console's navigation
 * names (ADR 043). Cheap enough to ask on every screen: five index counts in one statement.
 *
 * @example
 * app.route('/', adminQueueCountRoutes(deps));
 */
export function adminQueueCountRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get(
    '/api/admin/queue-counts',
    describeOperation({
      operationId: 'getAdminQueueCounts',
      summary: 'How many reviews, claims, listing edits, messages and failed mails wait',
      tag: 'Admin',
      auth: 'admin',
      response: adminQueueCountsSchema,
    }),
    requireAdmin(deps),
    async (c) => c.json<AdminQueueCounts>(await deps.engine.run(queueCounts)),
  );
}
