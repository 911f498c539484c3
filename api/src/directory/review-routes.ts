import { type ChatReviews, chatReviewsSchema, pageQuerySchema } from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { publishedReviewsPage, reviewSummaryOf } from '../reviews/published-reviews.ts';
import { specialistIdParams } from './params.ts';
import { isActiveSpecialist } from './specialists-repository.ts';

/** Reviews the chat shows at once, as cards under one message; "Show more" asks for the next page. */
export const CHAT_REVIEWS_PAGE_SIZE = 5;

/**
 * `GET /api/reviews/specialist/{id}/chat?page=`: what Flo's show_reviews step reads. The
 * average, count and star breakdown of every published review, then a page of them by the rule
 * every surface shares (newest first, whatever the rating; see published-reviews.ts).
 *
 * @example
 * await app.request('/api/reviews/specialist/42/chat?page=2');
 */
export function reviewRoutes(deps: AppDeps) {
  const { engine } = deps;
  return new Hono().get(
    '/api/reviews/specialist/:id/chat',
    describeOperation({
      operationId: 'listChatReviews',
      summary:
        'Star breakdown and the newest published reviews of a specialist, whatever their rating, 5 a page; query page',
      tag: 'Directory',
      response: chatReviewsSchema,
    }),
    validate('param', specialistIdParams),
    validate('query', pageQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { page } = c.req.valid('query');
      if (!(await engine.run(isActiveSpecialist, id))) throw notFound('Specialist');
      const size = CHAT_REVIEWS_PAGE_SIZE;
      // One row past the page says whether another page follows.
      const rows = await engine.run(publishedReviewsPage, id, {
        limit: size + 1,
        offset: (page - 1) * size,
      });
      const summary = await engine.run(reviewSummaryOf, id);
      const answer: ChatReviews = {
        reviews: rows.slice(0, size).map((row) => ({
          id: row.id,
          customerName: row.customerName,
          rating: row.rating,
          reviewText: row.reviewText,
          createdAt: row.createdAt.toISOString(),
        })),
        ...summary,
        hasReviews: summary.totalCount > 0,
        page,
        hasMore: rows.length > size,
      };
      return c.json(answer);
    },
  );
}
