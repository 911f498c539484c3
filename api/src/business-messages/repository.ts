import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';

const messageColumns = ({ tables: { specialistMessages } }: EngineScope) => ({
  id: specialistMessages.id,
  senderName: specialistMessages.senderName,
  senderEmail: specialistMessages.senderEmail,
  senderPhone: specialistMessages.senderPhone,
  subject: specialistMessages.subject,
  message: specialistMessages.message,
  businessReadAt: specialistMessages.businessReadAt,
  createdAt: specialistMessages.createdAt,
});
/** A message as its business sees it. */
export interface OwnMessageRow {
  id: number;
  senderName: string;
  senderEmail: string;
  senderPhone: string | null;
  subject: string;
  message: string;
  businessReadAt: Date | null;
  createdAt: Date;
}

/** One page of a specialist's own messages, newest first; one extra row tells whether more follow. */
export function* ownMessagesPage(
  on: EngineScope,
  specialistId: number,
  page: number,
  size: number,
): Steps<{ rows: OwnMessageRow[]; hasMore: boolean }> {
  const { specialistMessages } = on.tables;
  const found = yield* rows(
    on.db
      .select(messageColumns(on))
      .from(specialistMessages)
      .where(eq(specialistMessages.specialistId, specialistId))
      .orderBy(desc(specialistMessages.id))
      .limit(size + 1)
      .offset((page - 1) * size),
  );
  return { rows: found.slice(0, size), hasMore: found.length > size };
}

/** How many of a specialist's messages its business has not opened. */
export function* unreadMessageCount(on: EngineScope, specialistId: number): Steps<number> {
  const { specialistMessages } = on.tables;
  const found = yield* row(
    on.db
      .select({ n: count() })
      .from(specialistMessages)
      .where(
        and(
          eq(specialistMessages.specialistId, specialistId),
          isNull(specialistMessages.businessReadAt),
        ),
      ),
  );
  return Number(found?.n ?? 0);
}

/**
 * Marks one of the specialist's own messages read by its business (keeping the first time) and
 * answers it; undefined when the message is not the specialist's, so another's is never touched.
 */
export function* openOwnMessage(
  on: EngineScope,
  specialistId: number,
  id: number,
  at: Date,
): Steps<OwnMessageRow | undefined> {
  const { specialistMessages } = on.tables;
  const own = and(eq(specialistMessages.id, id), eq(specialistMessages.specialistId, specialistId));
  yield* changes(
    on.db
      .update(specialistMessages)
      .set({ businessReadAt: at })
      .where(and(own, isNull(specialistMessages.businessReadAt))),
  );
  return yield* row(on.db.select(messageColumns(on)).from(specialistMessages).where(own));
}
