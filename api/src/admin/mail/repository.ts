import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

const mailColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  lastError: mailOutbox.lastError,
  sentAt: mailOutbox.sentAt,
  createdAt: mailOutbox.createdAt,
  enquiryId: mailOutbox.enquiryId,
};

/**
 * One page of outbox mail in a status, newest first, read along mail_outbox_status_created_idx;
 * one extra row tells whether there is a next page.
 */
export function mailPage(
  db: Db,
  status: 'pending' | 'sent' | 'failed',
  page: number,
  size: number,
) {
  const rows = db
    .select(mailColumns)
    .from(mailOutbox)
    .where(eq(mailOutbox.status, status))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(size + 1)
    .offset((page - 1) * size)
    .all();
  return { rows: rows.slice(0, size), hasMore: rows.length > size };
}
export type MailRow = ReturnType<typeof mailPage>['rows'][number];
