import {
  type ReviewRequestSent,
  reviewRequestSchema,
  reviewRequestSentSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { requirePlanFeature } from '../business-dashboard/plan.ts';
import { ownLead } from '../business-leads/lead-view.ts';
import { reviewRequestedFor, specialistSignature } from '../business-leads/repository.ts';
import { clockOf } from '../clock.ts';
import { runOnSqliteNow } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { describeOperation } from '../openapi/describe.ts';
import {
  createReviewInvite,
  REVIEW_INVITE_VALID_MS,
  reviewInvitePath,
} from '../reviews/invites.ts';
import { findActiveSpecialist } from '../reviews/repository.ts';

function reviewRequestMail(specialistName: string, customerName: string, link: string) {
  return {
    subject: `How did ${specialistName} do? Leave a review`,
    text: [
      `Hello ${customerName},`,
      '',
      `${specialistName} would like to hear how your flooring job went. Your review helps other`,
      'people choose a specialist, and it is marked as verified because it comes from this link.',
      '',
      link,
      '',
      'The link works once, for 60 days.',
      '',
      'Flo',
    ].join('\n'),
  };
}

/**
 * `POST /api/business/review-requests` `{ enquiryId }`: e-mails the customer of one of the
 * business's own leads a one-time review link (`createReviewInvite`, tied to the enquiry);
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
      const sent = deps.db.transaction((tx) => {
        const lead = runOnSqliteNow(tx, ownLead, specialistId, c.req.valid('json').enquiryId);
        if (!lead.customerEmail) {
          throw new HttpError(409, 'no_customer_email', 'This customer gave no e-mail address');
        }
        if (runOnSqliteNow(tx, reviewRequestedFor, lead.enquiryId, specialistId)) {
          throw new HttpError(
            409,
            'already_requested',
            'A review link was already sent for this enquiry',
          );
        }
        const specialist = runOnSqliteNow(tx, specialistSignature, specialistId);
        if (!specialist || !runOnSqliteNow(tx, findActiveSpecialist, { id: specialistId })) {
          throw new HttpError(
            409,
            'listing_not_active',
            'Your listing is not live, so it cannot take reviews',
          );
        }
        const customer = { name: lead.customerName, email: lead.customerEmail };
        const token = createReviewInvite(tx, specialistId, customer, at, {
          enquiryId: lead.enquiryId,
        });
        const link = `${deps.config.publicUrl}${reviewInvitePath(specialistId, token)}`;
        enqueueMail(
          tx,
          {
            ...reviewRequestMail(specialist.name, lead.customerName, link),
            to: lead.customerEmail,
            kind: 'review_invite',
            enquiryId: lead.enquiryId,
          },
          at,
        );
        return { reference: lead.reference, ...customer };
      });
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
