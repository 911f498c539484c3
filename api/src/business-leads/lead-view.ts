import {
  type BusinessEnquiry,
  type BusinessLeadDetail,
  customerRequestOf,
  formatPence,
} from '@flo/contract';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { notFound, notYours } from '../http/errors.ts';
import { effectiveStatus } from '../quotes/quote-view.ts';
import {
  enquiryExists,
  findLeadOf,
  type LeadRow,
  quotesFor,
  repliesTo,
  reviewRequestedFor,
  type StoredLead,
} from './repository.ts';

/** A lead row as the inbox lists it. */
export function inboxItem(row: LeadRow): BusinessEnquiry {
  const { intent, consultationPreference, ...lead } = row;
  return {
    ...lead,
    request: customerRequestOf({ intent, consultationPreference }),
    createdAt: row.createdAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * The lead behind `reference` for this specialist: 403 when the enquiry went to someone else
 * (refused, not hidden: the references are random, so this tells nothing), 404 when no enquiry has that reference.
 */
export function* ownLead(
  on: EngineScope,
  specialistId: number,
  reference: string,
): Steps<StoredLead> {
  const lead = yield* findLeadOf(on, specialistId, reference);
  if (lead) return lead;
  throw (yield* enquiryExists(on, reference)) ? notYours('enquiry') : notFound('Enquiry');
}

/** The whole lead page: the enquiry, this specialist's status, replies, quotes and review link. */
export function* leadDetail(
  on: EngineScope,
  specialistId: number,
  reference: string,
  now: Date,
): Steps<BusinessLeadDetail> {
  const { enquiryId, statusUpdatedAt, ...row } = yield* ownLead(on, specialistId, reference);
  const replies = yield* repliesTo(on, enquiryId, specialistId);
  const quotes = yield* quotesFor(on, enquiryId, specialistId);
  return {
    ...inboxItem(row),
    statusUpdatedAt: statusUpdatedAt?.toISOString() ?? null,
    replies: replies.map((reply) => ({
      ...reply,
      createdAt: reply.createdAt.toISOString(),
    })),
    quotes: quotes.map((quote) => ({
      id: quote.publicId,
      amountPence: quote.amountPence,
      amount: formatPence(quote.amountPence),
      description: quote.description,
      status: effectiveStatus(quote, now),
      validUntil: quote.validUntil.toISOString(),
      acceptedAt: quote.acceptedAt?.toISOString() ?? null,
      createdAt: quote.createdAt.toISOString(),
    })),
    reviewRequested: yield* reviewRequestedFor(on, enquiryId, specialistId),
  };
}
