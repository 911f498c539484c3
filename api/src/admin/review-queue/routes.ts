import {
  type AdminReview,
  type AdminReviewsPage,
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  listTotals,
  type ReviewBulkResult,
  reviewBulkDecisionSchema,
  reviewBulkResultSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { adminActor, recordAudit } from '../../audit/record.ts';
import { reviewSnapshot } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import {
  moderateReviews,
  type ReviewQueueRow,
  reviewQueuePage,
  reviewStatuses,
} from './repository.ts';

function reviewView(row: ReviewQueueRow): AdminReview {
  const { specialistId, specialistName, specialistSlug, createdAt, moderatedAt, ...review } = row;
  return {
    ...review,
    verified: Boolean(review.verified),
    specialist: { id: specialistId, name: specialistName, slug: specialistSlug },
    createdAt: new Date(createdAt).toISOString(),
    moderatedAt: moderatedAt === null ? null : new Date(moderatedAt).toISOString(),
  };
}

/**
 * The review moderation queue for admins: `GET /api/admin/reviews` (search, filters, order,
 * totals) and `POST /api/admin/reviews/bulk-decision` (publish many, or reject many with one
 * reason, in one transaction, each recorded in the audit log). The filters only change what the
 * operator sees; only the ids sent are decided (ADR 040).
 *
 * @example
 * app.route('/', adminReviewQueueRoutes(deps));
 * // GET /api/admin/reviews?specialist=oak-and-co-leeds&rating=1&order=newest
 */
export function adminReviewQueueRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/reviews',
      describeOperation({
        operationId: 'listAdminReviews',
        summary:
          'Reviews in a moderation status (pending by default), searched and filtered, with totals',
        tag: 'Admin',
        auth: 'admin',
        response: adminReviewsPageSchema,
      }),
      requireAdmin(deps),
      validate('query', adminReviewsQuerySchema),
      (c) => {
        const query = c.req.valid('query');
        const { rows, total } = reviewQueuePage(deps.db, query, clockOf(deps)());
        return c.json<AdminReviewsPage>({
          items: rows.map(reviewView),
          ...listTotals(query.page, query.pageSize, total),
        });
      },
    )
    .post(
      '/api/admin/reviews/bulk-decision',
      describeOperation({
        operationId: 'decideReviews',
        summary: 'Publish the chosen reviews, or reject them with one reason, in one transaction',
        tag: 'Admin',
        auth: 'admin',
        response: reviewBulkResultSchema,
      }),
      requireAdmin(deps),
      validate('json', reviewBulkDecisionSchema),
      (c) => {
        const decision = c.req.valid('json');
        const target = decision.action === 'publish' ? 'published' : 'rejected';
        const at = clockOf(deps)();
        const actor = adminActor(c.var.admin);
        const results = deps.db.transaction((tx) => {
          const statuses = reviewStatuses(tx, decision.ids);
          const changing = decision.ids.filter((id) => {
            const status = statuses.get(id);
            return status !== undefined && status !== target;
          });
          const before = new Map(changing.map((id) => [id, reviewSnapshot(tx, id)]));
          moderateReviews(
            tx,
            changing,
            decision.action === 'publish'
              ? { status: 'published' }
              : { status: 'rejected', reason: decision.reason },
            at,
          );
          for (const id of changing) {
            recordAudit(tx, actor, at, {
              entityKind: 'review',
              entityId: id,
              action: `review.${decision.action}`,
              before: before.get(id) ?? null,
              after: reviewSnapshot(tx, id) ?? null,
            });
          }
          return decision.ids.map((id): ReviewBulkResult['results'][number] => {
            const status = statuses.get(id);
            if (status === undefined) return { id, outcome: 'not_found' };
            return { id, outcome: status === target ? 'unchanged' : target };
          });
        });
        return c.json<ReviewBulkResult>({
          results,
          changed: results.filter((r) => r.outcome === target).length,
        });
      },
    );
}
