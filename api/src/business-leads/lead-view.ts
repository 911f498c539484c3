import {
  type BusinessEnquiry,
  type BusinessLeadDetail,
  customerRequestOf,
  formatPence,
} from '@flo/contract';
import type { DbExecutor } from '../db/client.ts';
import { notFound, notYours } from '../http/errors.ts';
import { effectiveStatus } from '../quotes/quote-view.ts';
import {
  enquiryExists,
  findLeadOf,
  quotesFor,
  repliesTo,
  reviewRequestedFor,
  type StoredLead,
} from './repository.ts';

/** A lead row as the inbox lists it. */
export function inboxItem(row: Omit<StoredLead, 'enquiryId' | 'statusUpdatedAt'>): BusinessEnquiry {
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
export function ownLead(db: DbExecutor, specialistId: number, reference: string): StoredLead {
  const lead = findLeadOf(db, specialistId, reference);
  if (lead) return lead;
  throw enquiryExists(db, reference) ? notYours('enquiry') : notFound('Enquiry');
}

/** The whole lead page: the enquiry, this specialist's status, replies, quotes and review link. */
export function leadDetail(
  db: DbExecutor,
  specialistId: number,
  reference: string,
  now: Date,
): BusinessLeadDetail {
  const { enquiryId, statusUpdatedAt, ...row } = ownLead(db, specialistId, reference);
  return {
    ...inboxItem(row),
    statusUpdatedAt: statusUpdatedAt?.toISOString() ?? null,
    replies: repliesTo(db, enquiryId, specialistId).map((reply) => ({
      ...reply,
      createdAt: reply.createdAt.toISOString(),
    })),
    quotes: quotesFor(db, enquiryId, specialistId).map((quote) => ({
      id: quote.publicId,
      amountPence: quote.amountPence,
      amount: formatPence(quote.amountPence),
      description: quote.description,
      status: effectiveStatus(quote, now),
      validUntil: quote.validUntil.toISOString(),
      acceptedAt: quote.acceptedAt?.toISOString() ?? null,
      createdAt: quote.createdAt.toISOString(),
    })),
    reviewRequested: reviewRequestedFor(db, enquiryId, specialistId),
  };
}
