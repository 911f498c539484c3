import { asc, count, desc, eq } from 'drizzle-orm';
import { type EngineScope, row, rows } from '../../db/engine/index.ts';

const mailColumns = ({ tables: { mailOutbox } }: EngineScope) => ({
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
});

/**
 * One page of outbox mail in a status, newest or oldest first, read along
 * mail_outbox_status_created_idx either way, and how many mails are in that status (a count along
 * the same index).
 */
export function* mailPage(
  on: EngineScope,
  status: 'pending' | 'sent' | 'failed',
  order: 'asc' | 'desc',
  page: number,
  size: number,
) {
  const { mailOutbox } = on.tables;
  const way = order === 'asc' ? asc : desc;
  const found = yield* rows(
    on.db
      .select(mailColumns(on))
      .from(mailOutbox)
      .where(eq(mailOutbox.status, status))
      .orderBy(way(mailOutbox.createdAt), way(mailOutbox.id))
      .limit(size)
      .offset((page - 1) * size),
  );
  const counted = yield* row(
    on.db.select({ total: count() }).from(mailOutbox).where(eq(mailOutbox.status, status)),
  );
  return { rows: found, total: counted?.total ?? 0 };
}

export type MailRow =
  ReturnType<typeof mailPage> extends Generator<unknown, infer Page>
    ? Page extends { rows: (infer Row)[] }
      ? Row
      : never
    : never;
