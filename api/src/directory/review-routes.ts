import { chatReviewsSchema } from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { specialistIdParams } from './params.ts';
import { publishedReviewsForChat } from './reviews-repository.ts';
import { isActiveSpecialist } from './specialists-repository.ts';

/**
 * `GET /api/reviews/specialist/{id}/chat`: what Flo's show_reviews step reads, the most
 * helpful recent reviews first (see `publishedReviewsForChat`).
 *
 * @example
 * await app.request('/api/reviews/specialist/42/chat');
 */
export function reviewRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = clockOf(deps);
  return new Hono().get(
    '/api/reviews/specialist/:id/chat',
    describeOperation({
      operationId: 'listChatReviews',
      summary: 'Latest published reviews of a specialist, for the chat',
      tag: 'Directory',
      response: chatReviewsSchema,
    }),
    validate('param', specialistIdParams),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await isActiveSpecialist(db, id))) throw notFound('Specialist');
      return c.json(await publishedReviewsForChat(db, id, now()));
    },
  );
}
