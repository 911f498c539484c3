import type { BusinessEnquiry, LeadStatus } from '@flo/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enquiries, enquiryRecipients } from '../db/schema.ts';
import { inboxItem } from './lead-view.ts';
import { leadColumns } from './repository.ts';

export interface LeadPageRequest {
  specialistId: number;
  page: number;
  pageSize: number;
  status?: LeadStatus | undefined;
}

/**
 * One page of the leads a specialist received (the `enquiry_recipients` rows written when an
 * enquiry was matched to it), optionally only those in one status, newest first, and how many
 * there are. Ordered by the recipients row's own time so the (specialist_id, created_at) index
 * serves the page without sorting every lead.
 *
 * @example
 * const { rows, total } = listLeadsOf(db, { specialistId: 7, page: 1, pageSize: 20, status: 'new' });
 */
export function listLeadsOf(
  db: Db,
  { specialistId, page, pageSize, status }: LeadPageRequest,
): { rows: BusinessEnquiry[]; total: number } {
  const received = and(
    eq(enquiryRecipients.specialistId, specialistId),
    status ? eq(enquiryRecipients.status, status) : undefined,
  );
  const total =
    db.select({ total: count() }).from(enquiryRecipients).where(received).get()?.total ?? 0;
  const rows = db
    .select(leadColumns)
    .from(enquiryRecipients)
    .innerJoin(enquiries, eq(enquiries.id, enquiryRecipients.enquiryId))
    .where(received)
    .orderBy(desc(enquiryRecipients.createdAt), desc(enquiryRecipients.enquiryId))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows: rows.map(inboxItem), total };
}
