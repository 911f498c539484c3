import {
  type AdminReview,
  type AdminReviewsPage,
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  listTotals,
  type ReviewBulkDecision,
  type ReviewBulkResult,
  reviewBulkDecisionSchema,
  reviewBulkResultSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AuditActor, adminActor, auditEntry } from '../../audit/record.ts';
import { reviewFields } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
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
 * Publishes or rejects the chosen reviews that are in another status, each with its audit
 * entry, in one unit of work; answers each id's outcome.
 */
function* decideReviews(
  on: EngineScope,
  decision: ReviewBulkDecision,
  actor: AuditActor,
  at: Date,
): Steps<ReviewBulkResult['results']> {
  const target = decision.action === 'publish' ? 'published' : 'rejected';
  const statuses = yield* reviewStatuses(on, decision.ids);
  const changing = decision.ids.filter((id) => {
    const status = statuses.get(id);
    return status !== undefined && status !== target;
  });
  const before = new Map<number, unknown>();
  for (const id of changing) before.set(id, yield* reviewFields(on, id));
  yield* moderateReviews(
    on,
    changing,
    decision.action === 'publish'
      ? { status: 'published' }
      : { status: 'rejected', reason: decision.reason },
    at,
  );
  for (const id of changing) {
    yield* auditEntry(on, actor, at, {
      entityKind: 'review',
      entityId: id,
      action: `review.${decision.action}`,
      before: (before.get(id) as object | undefined) ?? null,
      after: (yield* reviewFields(on, id)) ?? null,
    });
  }
  return decision.ids.map((id): ReviewBulkResult['results'][number] => {
    const status = statuses.get(id);
    if (status === undefined) return { id, outcome: 'not_found' };
    return { id, outcome: status === target ? 'unchanged' : target };
  });
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
      async (c) => {
        const query = c.req.valid('query');
        const { rows, total } = await deps.engine.run(reviewQueuePage, query, clockOf(deps)());
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
      async (c) => {
        const decision = c.req.valid('json');
        const target = decision.action === 'publish' ? 'published' : 'rejected';
        const actor = adminActor(c.var.admin);
        const results = await deps.engine.commit(decideReviews, decision, actor, clockOf(deps)());
        return c.json<ReviewBulkResult>({
          results,
          changed: results.filter((r) => r.outcome === target).length,
        });
      },
    );
}
