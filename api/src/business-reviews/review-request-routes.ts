import {
  type ReviewRequestSent,
  reviewRequestSchema,
  reviewRequestSentSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { requirePlanFeature } from '../business-dashboard/plan.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { REVIEW_INVITE_VALID_MS } from '../reviews/invites.ts';
import { requestReview } from './review-request.ts';

/**
 * `POST /api/business/review-requests` `{ enquiryId }`: e-mails the customer of one of the
 * business's own leads a one-time review link (`requestReview`, tied to the enquiry);
 * reviews left through it are verified. Standard and Featured plans only (403 `plan_required`);
 * 403 for another specialist's lead, 409 without a customer e-mail or when that lead already
 * had a link.
 *
 * @example
 * app.route('/', reviewRequestRoutes(deps));
 */
export function reviewRequestRoutes(deps: AppDeps) {
  return new Hono<BusinessEnv>().post(
    '/api/business/review-requests',
    describeOperation({
      operationId: 'requestReview',
      summary:
        'E-mail the customer of one of its leads a one-time verified review link (Standard and Featured; 409 when already sent)',
      tag: 'Business',
      auth: 'business',
      response: reviewRequestSentSchema,
      status: 201,
    }),
    requireBusiness(deps),
    validate('json', reviewRequestSchema),
    async (c) => {
      const { specialistId } = c.var.business;
      await requirePlanFeature(deps.engine, specialistId, 'reviewInvites');
      const at = clockOf(deps)();
      const sent = await deps.engine.commit(
        requestReview,
        specialistId,
        c.req.valid('json').enquiryId,
        at,
        deps.config.publicUrl,
      );
      return c.json<ReviewRequestSent>(
        {
          enquiryId: sent.reference,
          customerName: sent.name,
          customerEmail: sent.email,
          expiresAt: new Date(at.getTime() + REVIEW_INVITE_VALID_MS).toISOString(),
        },
        201,
      );
    },
  );
}
