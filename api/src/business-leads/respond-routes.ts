import {
  type BusinessLeadDetail,
  businessLeadDetailSchema,
  leadQuoteRequestSchema,
  leadReferenceParams,
  leadReplyRequestSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { quoteLead, replyToLead } from './lead-responses.ts';

export { MAX_MAILS_PER_LEAD_PER_DAY } from './lead-responses.ts';

/**
 * `POST /api/business/enquiries/{reference}/replies` `{ message }` and
 * `POST /api/business/enquiries/{reference}/quotes` `{ amount | amountPence, description }`:
 * the specialist answers its own lead by e-mail through the outbox. A reply moves a new lead to
 * contacted, a quote (stored with `storeQuote`, mailed with its acceptance link) a new or
 * contacted lead to quoted; both record the first response time, in one commit with the mail.
 * 409 without a customer e-mail, 429 past 10 replies and quotes to the customer of one lead in
 * 24 hours.
 *
 * @example
 * await app.request(`/api/business/enquiries/${ref}/replies`, { method: 'POST', headers, body: '{"message":"Hello"}' });
 */
export function leadResponseRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  return new Hono<BusinessEnv>()
    .post(
      '/api/business/enquiries/:reference/replies',
      describeOperation({
        operationId: 'replyToLead',
        summary:
          'E-mail a reply to the customer (409 no_customer_email without an address; 429 past 10 replies and quotes a day); a new lead becomes contacted',
        tag: 'Business',
        auth: 'business',
        response: businessLeadDetailSchema,
        status: 201,
      }),
      requireBusiness(deps),
      validate('param', leadReferenceParams),
      validate('json', leadReplyRequestSchema),
      async (c) => {
        const { reference } = c.req.valid('param');
        const { message } = c.req.valid('json');
        const answer = { specialistId: c.var.business.specialistId, reference, at: now() };
        const detail = await deps.engine.commit(replyToLead, answer, message);
        return c.json<BusinessLeadDetail>(detail, 201);
      },
    )
    .post(
      '/api/business/enquiries/:reference/quotes',
      describeOperation({
        operationId: 'sendLeadQuote',
        summary:
          'Send a quote the customer accepts from an e-mailed link (409 no_customer_email without an address; 429 past 10 replies and quotes a day); the lead becomes quoted',
        tag: 'Business',
        auth: 'business',
        response: businessLeadDetailSchema,
        status: 201,
      }),
      requireBusiness(deps),
      validate('param', leadReferenceParams),
      validate('json', leadQuoteRequestSchema),
      async (c) => {
        const { reference } = c.req.valid('param');
        const body = c.req.valid('json');
        const answer = { specialistId: c.var.business.specialistId, reference, at: now() };
        const detail = await deps.engine.commit(quoteLead, answer, {
          amountPence: body.amountPence ?? Math.round((body.amount ?? 0) * 100),
          description: body.description,
          validDays: body.validDays,
          publicUrl: deps.config.publicUrl,
        });
        return c.json<BusinessLeadDetail>(detail, 201);
      },
    );
}
