import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';
import type { QuoteRow } from '../quotes/repository.ts';

/** An enquiry as its visitor's page reads it, with the hash of its private link's token. */
export interface VisitorEnquiry {
  id: number;
  reference: string;
  createdAt: Date;
  service: string;
  location: string;
  closedAt: Date | null;
  visitorTokenHash: string | null;
}

/** The enquiry behind a public reference, with the hash of its private link's token. */
export function* findVisitorEnquiry(
  on: EngineScope,
  reference: string,
): Steps<VisitorEnquiry | undefined> {
  const { enquiries } = on.tables;
  return yield* row(
    on.db
      .select({
        id: enquiries.id,
        reference: enquiries.publicId,
        createdAt: enquiries.createdAt,
        service: enquiries.flooringType,
        location: enquiries.location,
        closedAt: enquiries.closedAt,
        visitorTokenHash: enquiries.visitorTokenHash,
      })
      .from(enquiries)
      .where(eq(enquiries.publicId, reference)),
  );
}

/** A firm an enquiry went to, with its review totals. */
export interface EnquiryFirm {
  id: number;
  name: string;
  slug: string;
  reviewCount: number;
  ratingSum: number;
}

/** The firms the enquiry was sent to, in the order they were matched. */
export function* firmsOf(on: EngineScope, enquiryId: number): Steps<EnquiryFirm[]> {
  const { enquiryRecipients, specialists } = on.tables;
  return yield* rows(
    on.db
      .select({
        id: specialists.id,
        name: specialists.name,
        slug: specialists.slug,
        reviewCount: specialists.reviewCount,
        ratingSum: specialists.ratingSum,
      })
      .from(enquiryRecipients)
      .innerJoin(specialists, eq(specialists.id, enquiryRecipients.specialistId))
      .where(eq(enquiryRecipients.enquiryId, enquiryId))
      // Rows are written in match order, so their rowids keep it (at most 3 rows to sort);
      // PostgreSQL has the rowid as a column of its own (ADR 047).
      .orderBy(sql`${enquiryRecipients}.rowid`),
  );
}

/** Every firm's replies to the enquiry, oldest first (the lead_replies enquiry index). */
export function* repliesToEnquiry(
  on: EngineScope,
  enquiryId: number,
): Steps<{ specialistId: number; message: string; createdAt: Date }[]> {
  const { leadReplies } = on.tables;
  return yield* rows(
    on.db
      .select({
        specialistId: leadReplies.specialistId,
        message: leadReplies.message,
        createdAt: leadReplies.createdAt,
      })
      .from(leadReplies)
      .where(eq(leadReplies.enquiryId, enquiryId))
      .orderBy(asc(leadReplies.createdAt), asc(leadReplies.id)),
  );
}

/** Every quote for the enquiry, newest first (the quotes enquiry index). */
export function* quotesForEnquiry(on: EngineScope, enquiryId: number): Steps<QuoteRow[]> {
  const { quotes } = on.tables;
  return yield* rows(
    on.db
      .select()
      .from(quotes)
      .where(eq(quotes.enquiryId, enquiryId))
      .orderBy(desc(quotes.createdAt), desc(quotes.id)),
  );
}

/** The public id of a quote when it belongs to this enquiry. */
export function* quoteOfEnquiry(
  on: EngineScope,
  enquiryId: number,
  quoteId: string,
): Steps<{ publicId: string } | undefined> {
  const { quotes } = on.tables;
  return yield* row(
    on.db
      .select({ publicId: quotes.publicId })
      .from(quotes)
      .where(and(eq(quotes.enquiryId, enquiryId), eq(quotes.publicId, quoteId))),
  );
}

/** Closes the enquiry once; closing it again keeps the first time. */
export function* closeEnquiry(on: EngineScope, enquiryId: number, at: Date): Steps<void> {
  const { enquiries } = on.tables;
  yield* changes(
    on.db
      .update(enquiries)
      .set({ status: 'closed', closedAt: at })
      .where(and(eq(enquiries.id, enquiryId), isNull(enquiries.closedAt))),
  );
}
