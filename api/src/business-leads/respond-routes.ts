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
import { type EngineScope, runOnSqliteNow } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { describeOperation } from '../openapi/describe.ts';
import { createQuote, quoteAcceptPath } from '../quotes/create-quote.ts';
import { leadQuoteMail, leadReplyMail } from './lead-mail.ts';
import { leadDetail, ownLead } from './lead-view.ts';
import {
  insertLeadReply,
  mailsToCustomerSince,
  recordLeadResponse,
  specialistSignature,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Replies and quotes one customer may receive about one lead in a day: a conversation, not a campaign. */
export const MAX_MAILS_PER_LEAD_PER_DAY = 10;

/**
 * The lead and who is writing; 409 when the customer closed the enquiry or left no address to
 * write to, 429 once the day's replies and quotes to this customer reach the cap.
 */
function* mailableLead(on: EngineScope, specialistId: number, reference: string, now: Date) {
  const lead = yield* ownLead(on, specialistId, reference);
  if (lead.closedAt) {
    throw new HttpError(
      409,
      'enquiry_closed',
      'The customer closed this enquiry; they no longer want replies or quotes for it',
    );
  }
  if (!lead.customerEmail) {
    throw new HttpError(
      409,
      'no_customer_email',
      'This customer gave no e-mail address; call them on the number they left instead',
    );
  }
  const key = { enquiryId: lead.enquiryId, specialistId };
  const since = new Date(now.getTime() - DAY_MS);
  if ((yield* mailsToCustomerSince(on, key, since)) >= MAX_MAILS_PER_LEAD_PER_DAY) {
    throw new HttpError(
      429,
      'too_many_messages',
      `You have sent this customer ${MAX_MAILS_PER_LEAD_PER_DAY} replies and quotes today; try again tomorrow`,
    );
  }
  const specialist = yield* specialistSignature(on, specialistId);
  if (!specialist) throw new Error(`Specialist ${specialistId} of a business is missing`);
  return {
    lead,
    context: { reference, customerName: lead.customerName, specialist },
    key,
  };
}

/**
 * `POST /api/business/enquiries/{reference}/replies` `{ message }` and
 * `POST /api/business/enquiries/{reference}/quotes` `{ amount | amountPence, description }`:
 * the specialist answers its own lead by e-mail through the outbox. A reply moves a new lead to
 * contacted, a quote (made with `createQuote`, mailed with its acceptance link) a new or
 * contacted lead to quoted; both record the first response time. 409 without a customer e-mail,
 * 429 past 10 replies and quotes to the customer of one lead in 24 hours.
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
      (c) => {
        const { reference } = c.req.valid('param');
        const { message } = c.req.valid('json');
        const { specialistId } = c.var.business;
        const at = now();
        // The mail joins the transaction through the outbox, still synchronous on SQLite.
        const detail = deps.db.transaction((tx) => {
          const { lead, context, key } = runOnSqliteNow(
            tx,
            mailableLead,
            specialistId,
            reference,
            at,
          );
          runOnSqliteNow(tx, insertLeadReply, { ...key, message, createdAt: at });
          enqueueMail(
            tx,
            {
              ...leadReplyMail(context, message),
              to: lead.customerEmail,
              replyTo: context.specialist.email,
              kind: 'lead_reply',
              enquiryId: lead.enquiryId,
            },
            at,
          );
          runOnSqliteNow(tx, recordLeadResponse, key, 'contacted', ['new'], at);
          return runOnSqliteNow(tx, leadDetail, specialistId, reference, at);
        });
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
      (c) => {
        const { reference } = c.req.valid('param');
        const body = c.req.valid('json');
        const amountPence = body.amountPence ?? Math.round((body.amount ?? 0) * 100);
        const { specialistId } = c.var.business;
        const at = now();
        const validUntil = new Date(at.getTime() + body.validDays * DAY_MS);
        // The mail joins the transaction through the outbox, still synchronous on SQLite.
        const detail = deps.db.transaction((tx) => {
          const { lead, context, key } = runOnSqliteNow(
            tx,
            mailableLead,
            specialistId,
            reference,
            at,
          );
          const items = [{ description: body.description, amountPence }];
          const quote = createQuote(
            tx,
            { ...key, description: body.description, items, validUntil },
            at,
          );
          const acceptUrl = `${deps.config.publicUrl}${quoteAcceptPath(quote.id, quote.token)}`;
          enqueueMail(
            tx,
            {
              ...leadQuoteMail(context, {
                amountPence,
                description: body.description,
                acceptUrl,
                validUntil,
              }),
              to: lead.customerEmail,
              replyTo: context.specialist.email,
              kind: 'lead_quote',
              enquiryId: lead.enquiryId,
            },
            at,
          );
          runOnSqliteNow(tx, recordLeadResponse, key, 'quoted', ['new', 'contacted'], at);
          return runOnSqliteNow(tx, leadDetail, specialistId, reference, at);
        });
        return c.json<BusinessLeadDetail>(detail, 201);
      },
    );
}
