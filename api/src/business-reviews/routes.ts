import {
  type BusinessReview,
  type BusinessReviewsPage,
  businessReviewParams,
  businessReviewSchema,
  businessReviewsPageSchema,
  businessReviewsQuerySchema,
  reviewReplyRequestSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { businessActor } from '../audit/record.ts';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { requirePlanFeature } from '../business-dashboard/plan.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { notFound, notYours } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import {
  type BusinessReviewRow,
  findReviewOf,
  replyToReview,
  reviewExists,
  reviewsPageOf,
} from './repository.ts';
import { reviewRequestRoutes } from './review-request-routes.ts';

function reviewView(row: BusinessReviewRow): BusinessReview {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    businessRepliedAt: row.businessRepliedAt?.toISOString() ?? null,
  };
}

/**
 * The reviews of the logged-in business's specialist in every status
 * (`GET /api/business/reviews?page=&pageSize=`), its public reply to one
 * (`PUT /api/business/reviews/{id}/reply` `{ reply }`, Standard and Featured plans only: 403
 * `plan_required` on a free listing), and review links (`review-request-routes.ts`). Another
 * specialist's review is a 403 and stays untouched.
 *
 * @example
 * app.route('/', businessReviewRoutes(deps));
 */
export function businessReviewRoutes(deps: AppDeps) {
  return new Hono<BusinessEnv>()
    .get(
      '/api/business/reviews',
      describeOperation({
        operationId: 'listBusinessReviews',
        summary: 'Reviews of its specialist in every status, newest first; query page, pageSize',
        tag: 'Business',
        auth: 'business',
        response: businessReviewsPageSchema,
      }),
      requireBusiness(deps),
      validate('query', businessReviewsQuerySchema),
      async (c) => {
        const { page, pageSize } = c.req.valid('query');
        const { specialistId } = c.var.business;
        const { rows, total } = await deps.engine.run(reviewsPageOf, specialistId, page, pageSize);
        return c.json<BusinessReviewsPage>({
          reviews: rows.map(reviewView),
          total,
          page,
          pageSize,
        });
      },
    )
    .put(
      '/api/business/reviews/:id/reply',
      describeOperation({
        operationId: 'replyToReview',
        summary:
          'Set the public reply to one of its reviews (Standard and Featured; else 403 plan_required)',
        tag: 'Business',
        auth: 'business',
        response: businessReviewSchema,
      }),
      requireBusiness(deps),
      validate('param', businessReviewParams),
      validate('json', reviewReplyRequestSchema),
      async (c) => {
        const { specialistId } = c.var.business;
        await requirePlanFeature(deps.engine, specialistId, 'reviewReplies');
        const reviewId = c.req.valid('param').id;
        const at = clockOf(deps)();
        const replied = await deps.engine.commit(
          replyToReview,
          businessActor(c.var.business),
          { reviewId, specialistId },
          c.req.valid('json').reply,
          at,
        );
        if (!replied) {
          const exists = await deps.engine.run(reviewExists, reviewId);
          throw exists ? notYours('review') : notFound('Review');
        }
        const row = await deps.engine.run(findReviewOf, specialistId, reviewId);
        if (!row) throw notFound('Review');
        return c.json<BusinessReview>(reviewView(row));
      },
    )
    .route('/', reviewRequestRoutes(deps));
}
