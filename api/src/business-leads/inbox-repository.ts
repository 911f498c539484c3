import type { BusinessEnquiry, LeadStatus } from '@flo/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';
import { inboxItem } from './lead-view.ts';
import { type LeadRow, leadColumns } from './repository.ts';

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
 * const { rows, total } = await engine.run(listLeadsOf, { specialistId: 7, page: 1, pageSize: 20, status: 'new' });
 */
export function* listLeadsOf(
  on: EngineScope,
  { specialistId, page, pageSize, status }: LeadPageRequest,
): Steps<{ rows: BusinessEnquiry[]; total: number }> {
  const { enquiries, enquiryRecipients } = on.tables;
  const received = and(
    eq(enquiryRecipients.specialistId, specialistId),
    status ? eq(enquiryRecipients.status, status) : undefined,
  );
  const counted = yield* row(
    on.db.select({ total: count() }).from(enquiryRecipients).where(received),
  );
  const found = yield* rows<LeadRow>(
    on.db
      .select(leadColumns(on))
      .from(enquiryRecipients)
      .innerJoin(enquiries, eq(enquiries.id, enquiryRecipients.enquiryId))
      .where(received)
      .orderBy(desc(enquiryRecipients.createdAt), desc(enquiryRecipients.enquiryId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  return { rows: found.map(inboxItem), total: counted?.total ?? 0 };
}
