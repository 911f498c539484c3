import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { enquiries, enquiryRecipients, quotes, specialists } from '../db/schema.ts';

export type NewQuote = typeof quotes.$inferInsert;

export function insertQuote(db: DbExecutor, row: NewQuote): void {
  db.insert(quotes).values(row).run();
}

/** A quote with its specialist and customer, by public id. */
export function findQuote(db: DbExecutor, publicId: string) {
  return db
    .select({
      quote: quotes,
      specialistName: specialists.name,
      specialistSlug: specialists.slug,
      specialistEmail: specialists.email,
      customerName: enquiries.customerName,
      customerEmail: enquiries.customerEmail,
      customerPhone: enquiries.customerPhone,
      reference: enquiries.publicId,
      enquiryClosedAt: enquiries.closedAt,
    })
    .from(quotes)
    .innerJoin(specialists, eq(specialists.id, quotes.specialistId))
    .innerJoin(enquiries, eq(enquiries.id, quotes.enquiryId))
    .where(eq(quotes.publicId, publicId))
    .get();
}

/**
 * Marks a pending quote accepted and the lead won in the specialist's inbox; false when the
 * quote was no longer pending.
 */
export function markQuoteAccepted(db: DbExecutor, id: number, at: Date): boolean {
  const accepted = db
    .update(quotes)
    .set({ status: 'accepted', acceptedAt: at })
    .where(and(eq(quotes.id, id), eq(quotes.status, 'pending')))
    .returning({ enquiryId: quotes.enquiryId, specialistId: quotes.specialistId })
    .get();
  if (!accepted) return false;
  db.update(enquiryRecipients)
    .set({ status: 'won', statusUpdatedAt: at })
    .where(
      and(
        eq(enquiryRecipients.enquiryId, accepted.enquiryId),
        eq(enquiryRecipients.specialistId, accepted.specialistId),
      ),
    )
    .run();
  return true;
}
