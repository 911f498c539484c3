import { and, eq } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps, type Tables } from '../db/engine/index.ts';

export type NewQuote = Tables['quotes']['$inferInsert'];
export type QuoteRow = Tables['quotes']['$inferSelect'];

/** A quote with its specialist and customer. */
export interface StoredQuote {
  quote: QuoteRow;
  specialistName: string;
  specialistSlug: string;
  specialistEmail: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  reference: string;
  enquiryClosedAt: Date | null;
}

export function* insertQuote(on: EngineScope, quote: NewQuote): Steps<void> {
  yield* changes(on.db.insert(on.tables.quotes).values(quote));
}

/** A quote with its specialist and customer, by public id. */
export function* findQuote(on: EngineScope, publicId: string): Steps<StoredQuote | undefined> {
  const { enquiries, quotes, specialists } = on.tables;
  return yield* row(
    on.db
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
      .where(eq(quotes.publicId, publicId)),
  );
}

/**
 * Marks a pending quote accepted and the lead won in the specialist's inbox; false when the
 * quote was no longer pending.
 */
export function* markQuoteAccepted(on: EngineScope, id: number, at: Date): Steps<boolean> {
  const { enquiryRecipients, quotes } = on.tables;
  const accepted = yield* row(
    on.db
      .update(quotes)
      .set({ status: 'accepted', acceptedAt: at })
      .where(and(eq(quotes.id, id), eq(quotes.status, 'pending')))
      .returning({ enquiryId: quotes.enquiryId, specialistId: quotes.specialistId }),
  );
  if (!accepted) return false;
  yield* changes(
    on.db
      .update(enquiryRecipients)
      .set({ status: 'won', statusUpdatedAt: at })
      .where(
        and(
          eq(enquiryRecipients.enquiryId, accepted.enquiryId),
          eq(enquiryRecipients.specialistId, accepted.specialistId),
        ),
      ),
  );
  return true;
}
