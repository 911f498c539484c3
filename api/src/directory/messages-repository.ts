import type { SpecialistMessage } from '@flo/contract';
import { and, eq } from 'drizzle-orm';
import { type EngineScope, row, type Steps } from '../db/engine/index.ts';

/** The active specialist a message is for: its name and lead address; undefined otherwise. */
export function* messageRecipient(
  on: EngineScope,
  id: number,
): Steps<{ name: string; email: string } | undefined> {
  const { specialists } = on.tables;
  return yield* row(
    on.db
      .select({ name: specialists.name, email: specialists.email })
      .from(specialists)
      .where(and(eq(specialists.id, id), eq(specialists.status, 'active'))),
  );
}

/** Stores a visitor's message to a specialist and answers its id. */
export function* insertSpecialistMessage(
  on: EngineScope,
  message: SpecialistMessage,
  now: Date,
): Steps<number> {
  const { specialistMessages } = on.tables;
  const stored = yield* row(
    on.db
      .insert(specialistMessages)
      .values({ ...message, senderPhone: message.senderPhone || null, createdAt: now })
      .returning({ id: specialistMessages.id }),
  );
  if (!stored) throw new Error('Inserting a specialist message returned no row');
  return stored.id;
}
