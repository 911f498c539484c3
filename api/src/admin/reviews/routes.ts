import { idParams, type ReviewDecision, reviewDecisionSchema } from '@flo/contract';
import { Hono } from 'hono';
import { type AuditActor, adminActor, auditEntry } from '../../audit/record.ts';
import { reviewFields } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';
import { moderateReview } from './repository.ts';

/** A review published or rejected with its audit entry, one unit of work; false when none. */
function* decideReview(
  on: EngineScope,
  id: number,
  decision: ReviewDecision,
  actor: AuditActor,
  at: Date,
): Steps<boolean> {
  const before = yield* reviewFields(on, id);
  if (!before) return false;
  yield* moderateReview(
    on,
    id,
    decision.action === 'publish'
      ? { status: 'published' }
      : { status: 'rejected', reason: decision.reason },
    at,
  );
  yield* auditEntry(on, actor, at, {
    entityKind: 'review',
    entityId: id,
    action: `review.${decision.action}`,
    before,
    after: yield* reviewFields(on, id),
  });
  return true;
}

/**
 * Review moderation for admins: `POST /api/admin/reviews/{id}/decision` (publish, or reject
 * with a reason; the queue itself is in ../review-queue). Only admins
 * moderate: a business can reply to a review but never hide one. Ratings shown on the site are
 * computed from published reviews, so a rejected review leaves them at once.
 *
 * @example
 * app.route('/', adminReviewRoutes(deps));
 * // POST /api/admin/reviews/42/decision { "action": "reject", "reason": "Not a customer" }
 */
export function adminReviewRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post(
    '/api/admin/reviews/:id/decision',
    describeOperation({
      operationId: 'decideReview',
      summary: 'Publish a review, or reject it with a reason',
      tag: 'Admin',
      auth: 'admin',
      response: okAnswerSchema,
    }),
    requireAdmin(deps),
    validate('param', idParams),
    validate('json', reviewDecisionSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const actor = adminActor(c.var.admin);
      const at = clockOf(deps)();
      const changed = await deps.engine.commit(decideReview, id, c.req.valid('json'), actor, at);
      if (!changed) throw notFound('Review');
      return c.json({ ok: true as const });
    },
  );
}
