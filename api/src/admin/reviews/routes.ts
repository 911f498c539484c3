import { idParams, reviewDecisionSchema } from '@flo/contract';
import { Hono } from 'hono';
import { adminActor, recordAudit } from '../../audit/record.ts';
import { reviewSnapshot } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';
import { moderateReview } from './repository.ts';

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
    (c) => {
      const decision = c.req.valid('json');
      const { id } = c.req.valid('param');
      const at = clockOf(deps)();
      const changed = deps.db.transaction((tx) => {
        const before = reviewSnapshot(tx, id);
        if (!before) return false;
        moderateReview(
          tx,
          id,
          decision.action === 'publish'
            ? { status: 'published' }
            : { status: 'rejected', reason: decision.reason },
          at,
        );
        recordAudit(tx, adminActor(c.var.admin), at, {
          entityKind: 'review',
          entityId: id,
          action: `review.${decision.action}`,
          before,
          after: reviewSnapshot(tx, id),
        });
        return true;
      });
      if (!changed) throw notFound('Review');
      return c.json({ ok: true as const });
    },
  );
}
