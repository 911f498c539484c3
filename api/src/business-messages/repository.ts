import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { specialistMessages } from '../db/schema.ts';

const messageColumns = {
  id: specialistMessages.id,
  senderName: specialistMessages.senderName,
  senderEmail: specialistMessages.senderEmail,
  senderPhone: specialistMessages.senderPhone,
  subject: specialistMessages.subject,
  message: specialistMessages.message,
  businessReadAt: specialistMessages.businessReadAt,
  createdAt: specialistMessages.createdAt,
};

/** One page of a specialist's own messages, newest first; one extra row tells whether more follow. */
export function ownMessagesPage(db: DbExecutor, specialistId: number, page: number, size: number) {
  const rows = db
    .select(messageColumns)
    .from(specialistMessages)
    .where(eq(specialistMessages.specialistId, specialistId))
    .orderBy(desc(specialistMessages.id))
    .limit(size + 1)
    .offset((page - 1) * size)
    .all();
  return { rows: rows.slice(0, size), hasMore: rows.length > size };
}
export type OwnMessageRow = ReturnType<typeof ownMessagesPage>['rows'][number];

/** How many of a specialist's messages its business has not opened. */
export function unreadMessageCount(db: DbExecutor, specialistId: number): number {
  const row = db
    .select({ n: count() })
    .from(specialistMessages)
    .where(
      and(
        eq(specialistMessages.specialistId, specialistId),
        isNull(specialistMessages.businessReadAt),
      ),
    )
    .get();
  return row?.n ?? 0;
}

/**
 * Marks one of the specialist's own messages read by its business (keeping the first time) and
 * answers it; undefined when the message is not the specialist's, so another's is never touched.
 */
export function openOwnMessage(
  db: DbExecutor,
  specialistId: number,
  id: number,
  at: Date,
): OwnMessageRow | undefined {
  const own = and(eq(specialistMessages.id, id), eq(specialistMessages.specialistId, specialistId));
  db.update(specialistMessages)
    .set({ businessReadAt: at })
    .where(and(own, isNull(specialistMessages.businessReadAt)))
    .run();
  return db.select(messageColumns).from(specialistMessages).where(own).get();
}
