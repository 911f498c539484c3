import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { specialistMessages, specialists } from '../../db/schema.ts';

const messageColumns = {
  id: specialistMessages.id,
  specialistId: specialists.id,
  specialistName: specialists.name,
  specialistSlug: specialists.slug,
  senderName: specialistMessages.senderName,
  senderEmail: specialistMessages.senderEmail,
  senderPhone: specialistMessages.senderPhone,
  subject: specialistMessages.subject,
  message: specialistMessages.message,
  pageUrl: specialistMessages.pageUrl,
  pageType: specialistMessages.pageType,
  readAt: specialistMessages.readAt,
  createdAt: specialistMessages.createdAt,
};

/** One page of messages, newest first (by row id, the insertion order), and how many in all. */
export function messagesPage(db: Db, page: number, size: number) {
  const rows = db
    .select(messageColumns)
    .from(specialistMessages)
    .innerJoin(specialists, eq(specialists.id, specialistMessages.specialistId))
    .orderBy(desc(specialistMessages.id))
    .limit(size)
    .offset((page - 1) * size)
    .all();
  const total = db.get<{ n: number }>(sql`select count(*) as n from specialist_messages`);
  return { rows, total: total?.n ?? 0 };
}
export type MessageRow = ReturnType<typeof messagesPage>['rows'][number];

/** Opens one message, marking it read the first time. */
export function openMessage(db: Db, id: number, at: Date): MessageRow | undefined {
  db.update(specialistMessages).set({ readAt: at }).where(eq(specialistMessages.id, id)).run();
  return db
    .select(messageColumns)
    .from(specialistMessages)
    .innerJoin(specialists, eq(specialists.id, specialistMessages.specialistId))
    .where(eq(specialistMessages.id, id))
    .get();
}
