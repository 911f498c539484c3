import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { enquiries, enquiryRecipients, leadReplies, quotes, specialists } from '../db/schema.ts';

/** The enquiry behind a public reference, with the hash of its private link's token. */
export function findVisitorEnquiry(db: DbExecutor, reference: string) {
  return db
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
    .where(eq(enquiries.publicId, reference))
    .get();
}
export type VisitorEnquiry = NonNullable<ReturnType<typeof findVisitorEnquiry>>;

/** The firms the enquiry was sent to, in the order they were matched. */
export function firmsOf(db: DbExecutor, enquiryId: number) {
  return (
    db
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
      // Rows are written in match order, so their rowids keep it (at most 3 rows to sort).
      .orderBy(sql`${enquiryRecipients}.rowid`)
      .all()
  );
}

/** Every firm's replies to the enquiry, oldest first (the lead_replies enquiry index). */
export function repliesToEnquiry(db: DbExecutor, enquiryId: number) {
  return db
    .select({
      specialistId: leadReplies.specialistId,
      message: leadReplies.message,
      createdAt: leadReplies.createdAt,
    })
    .from(leadReplies)
    .where(eq(leadReplies.enquiryId, enquiryId))
    .orderBy(asc(leadReplies.createdAt), asc(leadReplies.id))
    .all();
}

/** Every quote for the enquiry, newest first (the quotes enquiry index). */
export function quotesForEnquiry(db: DbExecutor, enquiryId: number) {
  return db
    .select()
    .from(quotes)
    .where(eq(quotes.enquiryId, enquiryId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .all();
}

/** The public id of a quote when it belongs to this enquiry. */
export function quoteOfEnquiry(db: DbExecutor, enquiryId: number, quoteId: string) {
  return db
    .select({ publicId: quotes.publicId })
    .from(quotes)
    .where(and(eq(quotes.enquiryId, enquiryId), eq(quotes.publicId, quoteId)))
    .get();
}

/** Closes the enquiry once; closing it again keeps the first time. */
export function closeEnquiry(db: DbExecutor, enquiryId: number, at: Date): void {
  db.update(enquiries)
    .set({ status: 'closed', closedAt: at })
    .where(and(eq(enquiries.id, enquiryId), isNull(enquiries.closedAt)))
    .run();
}
