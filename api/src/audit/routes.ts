import {
  adminAuditQuerySchema,
  auditPageSchema,
  idParams,
  recentChangesPageSchema,
  recentChangesQuerySchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../auth/middleware.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../openapi/describe.ts';
import { adminActor } from './record.ts';
import { auditPage, findBusinessEdit, markReviewed, recentChangesPage } from './repository.ts';
import { revertBusinessEdit } from './revert.ts';

/**
 * The audit log and the "Recent changes" queue (ADR 039), for operators only (a business gets
 * 403): `GET /api/admin/audit` (every recorded change, newest first, filtered by entity, actor,
 * action and days), `GET /api/admin/recent-changes` (businesses' listing edits, unreviewed or
 * reviewed), `POST …/{id}/reviewed` ("Looks fine") and `POST …/{id}/revert` (puts the before
 * values back, recorded as the admin's change; 409 when the listing changed again since).
 *
 * @example
 * app.route('/', adminAuditRoutes(deps));
 */
export function adminAuditRoutes(deps: AppDeps) {
  const { engine } = deps;
  const operator = requireAdmin(deps);
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/audit',
      describeOperation({
        operationId: 'listAuditLog',
        summary: 'Recorded changes, newest first, by entity, actor, action and days',
        tag: 'Admin',
        auth: 'admin',
        response: auditPageSchema,
      }),
      operator,
      validate('query', adminAuditQuerySchema),
      async (c) => c.json(await engine.run(auditPage, c.req.valid('query'))),
    )
    .get(
      '/api/admin/recent-changes',
      describeOperation({
        operationId: 'listRecentChanges',
        summary: 'Businesses’ listing edits, unreviewed (with their count) or reviewed',
        tag: 'Admin',
        auth: 'admin',
        response: recentChangesPageSchema,
      }),
      operator,
      validate('query', recentChangesQuerySchema),
      async (c) => {
        const { status, page } = c.req.valid('query');
        return c.json(await engine.run(recentChangesPage, status, page));
      },
    )
    .post(
      '/api/admin/recent-changes/:id/reviewed',
      describeOperation({
        operationId: 'markRecentChangeReviewed',
        summary: 'Mark a business’s listing edit as looked at and fine',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      operator,
      validate('param', idParams),
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await engine.run(findBusinessEdit, id))) throw notFound('Change');
        const review = { at: clockOf(deps)(), by: c.var.admin.email, outcome: 'fine' as const };
        if (!(await engine.run(markReviewed, id, review))) {
          throw new HttpError(409, 'already_reviewed', 'This change has been reviewed already');
        }
        return c.json({ ok: true as const });
      },
    )
    .post(
      '/api/admin/recent-changes/:id/revert',
      describeOperation({
        operationId: 'revertRecentChange',
        summary: 'Put a business’s listing edit back, recorded as the admin’s change',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      operator,
      validate('param', idParams),
      async (c) => {
        const { id } = c.req.valid('param');
        const actor = adminActor(c.var.admin);
        await engine.commit(revertBusinessEdit, id, actor, clockOf(deps)());
        return c.json({ ok: true as const });
      },
    );
}
