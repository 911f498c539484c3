import { asc, count, desc, eq } from 'drizzle-orm';
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
 * One page of outbox mail in a status, newest or oldest first, read along
 * mail_outbox_status_created_idx either way, and how many mails are in that status (a count along
 * the same index).
 */
export function mailPage(
  db: Db,
  status: 'pending' | 'sent' | 'failed',
  order: 'asc' | 'desc',
  page: number,
  size: number,
) {
  const way = order === 'asc' ? asc : desc;
  const rows = db
    .select(mailColumns)
    .from(mailOutbox)
    .where(eq(mailOutbox.status, status))
    .orderBy(way(mailOutbox.createdAt), way(mailOutbox.id))
    .limit(size)
    .offset((page - 1) * size)
    .all();
  const counted = db
    .select({ total: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, status))
    .get();
  return { rows, total: counted?.total ?? 0 };
}
export type MailRow = ReturnType<typeof mailPage>['rows'][number];
