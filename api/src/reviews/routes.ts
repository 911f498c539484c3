import {
  type ProfileReviewsPage,
  pageQuerySchema,
  profileReviewsPageSchema,
  type ReviewInvite,
  reviewInviteSchema,
  reviewSubmissionSchema,
  reviewSubmittedSchema,
  slugParam,
} from '@flo/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { inviteState } from './invites.ts';
import { publishedReviewsPage, reviewSummaryOf } from './published-reviews.ts';
import { findActiveSpecialist } from './repository.ts';
import { submitReview } from './submit-review.ts';

/** Reviews per page of a profile's review list. */
export const PROFILE_REVIEWS_PAGE_SIZE = 10;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
const inviteParams = z.object({
  specialistId: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  token: z.string(),
});

const MESSAGES = {
  published: 'Thank you! Your verified review is now live.',
  pending: 'Thank you! Your review will appear once our team has checked it.',
};

/**
 * Reviews on the public site: `GET /api/specialists/unified/{slug}/reviews?page=` (published
 * reviews newest first whatever their rating, with replies and verified badges, 10 a page, and
 * the average and star breakdown; see published-reviews.ts), `GET /api/review-invites/{specialistId}/{token}`
 * (is a review link usable; 404 for an unknown or foreign token) and `POST /api/reviews`
 * (published and verified with a valid link, else held for moderation; rate-limited per IP).
 *
 * @example
 * app.route('/', publicReviewRoutes(deps));
 * await app.request('/api/reviews', jsonBody({ specialistId: 7, token, customerName, rating: 5, reviewText }));
 */
export function publicReviewRoutes(deps: AppDeps) {
  const { engine } = deps;
  const now = clockOf(deps);
  const limit = perIpLimit(deps, 'reviews');
  return new Hono()
    .get(
      '/api/specialists/unified/:slug/reviews',
      describeOperation({
        operationId: 'listSpecialistReviews',
        summary:
          'Published reviews of a specialist, newest first whatever the rating, with the star breakdown; 10 a page, query page',
        tag: 'Directory',
        response: profileReviewsPageSchema,
      }),
      validate('param', z.object({ slug: slugParam })),
      validate('query', pageQuerySchema),
      async (c) => {
        const slug = c.req.valid('param').slug;
        const specialist = await engine.run(findActiveSpecialist, { slug });
        if (!specialist) throw notFound('Specialist');
        const { page } = c.req.valid('query');
        const size = PROFILE_REVIEWS_PAGE_SIZE;
        const rows = await engine.run(publishedReviewsPage, specialist.id, {
          limit: size,
          offset: (page - 1) * size,
        });
        const summary = await engine.run(reviewSummaryOf, specialist.id);
        const answer: ProfileReviewsPage = {
          reviews: rows.map((row) => ({
            ...row,
            createdAt: row.createdAt.toISOString(),
            businessRepliedAt: row.businessRepliedAt?.toISOString() ?? null,
          })),
          total: summary.totalCount,
          averageRating: summary.averageRating,
          stars: summary.stars,
          page,
          pageSize: size,
        };
        return c.json(answer);
      },
    )
    .get(
      '/api/review-invites/:specialistId/:token',
      describeOperation({
        operationId: 'getReviewInvite',
        summary: 'Whether a review link is usable (404 for an unknown token)',
        tag: 'Directory',
        response: reviewInviteSchema,
      }),
      async (c) => {
        const params = inviteParams.safeParse(c.req.param());
        if (!params.success || !TOKEN_SHAPE.test(params.data.token))
          throw notFound('Review invitation');
        const specialist = await engine.run(findActiveSpecialist, { id: params.data.specialistId });
        const invite =
          specialist && (await engine.run(inviteState, specialist.id, params.data.token, now()));
        if (!specialist || !invite || invite.state === 'unknown')
          throw notFound('Review invitation');
        const answer: ReviewInvite = {
          valid: invite.state === 'ok',
          reason: invite.state,
          specialistId: specialist.id,
          specialistName: specialist.name,
          specialistSlug: specialist.slug,
          customerName: invite.customerName,
        };
        return c.json(answer);
      },
    )
    .post(
      '/api/reviews',
      describeOperation({
        operationId: 'submitReview',
        summary: 'Submit a review: published and verified with a valid link token, else moderated',
        tag: 'Directory',
        response: reviewSubmittedSchema,
        status: 201,
      }),
      limit,
      validate('json', reviewSubmissionSchema),
      async (c) => {
        const review = await submitReview(deps, c.req.valid('json'));
        return c.json({ ...review, message: MESSAGES[review.status] }, 201);
      },
    );
}
