import { count, desc, eq } from 'drizzle-orm';
import type { BusinessEnquiry } from '../contract/index.ts';
import type { Db } from '../db/client.ts';
import { enquiries, enquiryRecipients } from '../db/schema.ts';

export interface EnquiryPageRequest {
  specialistId: number;
  page: number;
  pageSize: number;
}

/**
 * One page of the enquiries a specialist received (the `enquiry_recipients` rows written when
 * the enquiry was matched to it), newest first, and how many there are in all.
 *
 * @example
 * const { rows, total } = listEnquiriesReceivedBy(db, { specialistId: 7, page: 1, pageSize: 20 });
 */
export function listEnquiriesReceivedBy(
  db: Db,
  { specialistId, page, pageSize }: EnquiryPageRequest,
): { rows: BusinessEnquiry[]; total: number } {
  const received = eq(enquiryRecipients.specialistId, specialistId);
  const total =
    db.select({ total: count() }).from(enquiryRecipients).where(received).get()?.total ?? 0;
  const rows = db
    .select({
      reference: enquiries.publicId,
      createdAt: enquiries.createdAt,
      customerName: enquiries.customerName,
      customerEmail: enquiries.customerEmail,
      customerPhone: enquiries.customerPhone,
      service: enquiries.flooringType,
      location: enquiries.location,
      postcode: enquiries.postcode,
      budgetRange: enquiries.budgetRange,
      urgency: enquiries.urgency,
      projectDetails: enquiries.projectDetails,
      message: enquiries.customerMessage,
    })
    .from(enquiryRecipients)
    .innerJoin(enquiries, eq(enquiries.id, enquiryRecipients.enquiryId))
    .where(received)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}
