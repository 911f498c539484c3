import { count, desc, eq } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Tables } from '../../db/engine/index.ts';

const messageColumns = ({ specialistMessages, specialists }: Tables) => ({
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
});

/** One page of messages, newest first (by row id, the insertion order), and how many in all. */
export function* messagesPage(on: EngineScope, page: number, size: number) {
  const { specialistMessages, specialists } = on.tables;
  const found = yield* rows(
    on.db
      .select(messageColumns(on.tables))
      .from(specialistMessages)
      .innerJoin(specialists, eq(specialists.id, specialistMessages.specialistId))
      .orderBy(desc(specialistMessages.id))
      .limit(size)
      .offset((page - 1) * size),
  );
  const counted = yield* row(on.db.select({ n: count() }).from(specialistMessages));
  return { rows: found, total: counted?.n ?? 0 };
}

/** Opens one message, marking it read. */
export function* openMessage(on: EngineScope, id: number, at: Date) {
  const { specialistMessages, specialists } = on.tables;
  yield* changes(
    on.db.update(specialistMessages).set({ readAt: at }).where(eq(specialistMessages.id, id)),
  );
  return yield* row(
    on.db
      .select(messageColumns(on.tables))
      .from(specialistMessages)
      .innerJoin(specialists, eq(specialists.id, specialistMessages.specialistId))
      .where(eq(specialistMessages.id, id)),
  );
}

export type MessageRow = NonNullable<
  ReturnType<typeof openMessage> extends Generator<unknown, infer T> ? T : never
>;
