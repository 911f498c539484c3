import type { BusinessLeadDetail } from '@flo/contract';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { HttpError } from '../http/errors.ts';
import { queueMails } from '../mail/outbox.ts';
import { quoteAcceptPath, storeQuote } from '../quotes/create-quote.ts';
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
    customerEmail: lead.customerEmail,
    context: { reference, customerName: lead.customerName, specialist },
    key,
  };
}

/** Who is answering which lead, and when. */
export interface LeadAnswer {
  specialistId: number;
  reference: string;
  at: Date;
}

/**
 * A specialist's reply to its own lead: stored, mailed to the customer through the outbox, the
 * lead moved from new to contacted and its first response time recorded, in one unit of work
 * (run it with `engine.commit`). Answers the lead's page.
 *
 * @example
 * const detail = await engine.commit(replyToLead, { specialistId, reference, at }, 'Hello Jo');
 */
export function* replyToLead(
  on: EngineScope,
  answer: LeadAnswer,
  message: string,
): Steps<BusinessLeadDetail> {
  const { specialistId, reference, at } = answer;
  const { customerEmail, context, key } = yield* mailableLead(on, specialistId, reference, at);
  yield* insertLeadReply(on, { ...key, message, createdAt: at });
  yield* queueMails(
    on,
    [
      {
        ...leadReplyMail(context, message),
        to: customerEmail,
        replyTo: context.specialist.email,
        kind: 'lead_reply',
        enquiryId: key.enquiryId,
      },
    ],
    at,
  );
  yield* recordLeadResponse(on, key, 'contacted', ['new'], at);
  return yield* leadDetail(on, specialistId, reference, at);
}

/** A quote as the specialist sends it: one line, valid for some days. */
export interface LeadQuote {
  amountPence: number;
  description: string;
  validDays: number;
  /** Where the acceptance link points: the site's public address. */
  publicUrl: string;
}

/**
 * A specialist's quote on its own lead: stored, mailed to the customer with its acceptance
 * link, the lead moved from new or contacted to quoted and its first response time recorded,
 * in one unit of work (run it with `engine.commit`). Answers the lead's page.
 *
 * @example
 * const detail = await engine.commit(quoteLead, { specialistId, reference, at }, quote);
 */
export function* quoteLead(
  on: EngineScope,
  answer: LeadAnswer,
  quote: LeadQuote,
): Steps<BusinessLeadDetail> {
  const { specialistId, reference, at } = answer;
  const { amountPence, description } = quote;
  const validUntil = new Date(at.getTime() + quote.validDays * DAY_MS);
  const { customerEmail, context, key } = yield* mailableLead(on, specialistId, reference, at);
  const items = [{ description, amountPence }];
  const stored = yield* storeQuote(on, { ...key, description, items, validUntil }, at);
  const acceptUrl = `${quote.publicUrl}${quoteAcceptPath(stored.id, stored.token)}`;
  yield* queueMails(
    on,
    [
      {
        ...leadQuoteMail(context, { amountPence, description, acceptUrl, validUntil }),
        to: customerEmail,
        replyTo: context.specialist.email,
        kind: 'lead_quote',
        enquiryId: key.enquiryId,
      },
    ],
    at,
  );
  yield* recordLeadResponse(on, key, 'quoted', ['new', 'contacted'], at);
  return yield* leadDetail(on, specialistId, reference, at);
}
