import { and, eq } from 'drizzle-orm';
import { enquiries, quotes, specialists } from '../db/schema.ts';
import type { DbExecutor } from '../mail/outbox.ts';

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
    })
    .from(quotes)
    .innerJoin(specialists, eq(specialists.id, quotes.specialistId))
    .innerJoin(enquiries, eq(enquiries.id, quotes.enquiryId))
    .where(eq(quotes.publicId, publicId))
    .get();
}

/** Marks a pending quote accepted; false when it was no longer pending. */
export function markQuoteAccepted(db: DbExecutor, id: number, at: Date): boolean {
  const result = db
    .update(quotes)
    .set({ status: 'accepted', acceptedAt: at })
    .where(and(eq(quotes.id, id), eq(quotes.status, 'pending')))
    .run();
  return result.changes === 1;
}
