import type { SpecialistMessage } from '@flo/contract';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { specialistMessages, specialists } from '../db/schema.ts';

/** The active specialist a message is for: its name and lead address; undefined otherwise. */
export function messageRecipient(db: DbExecutor, id: number) {
  return db
    .select({ name: specialists.name, email: specialists.email })
    .from(specialists)
    .where(and(eq(specialists.id, id), eq(specialists.status, 'active')))
    .get();
}

/** Stores a visitor's message to a specialist and answers its id. */
export function insertSpecialistMessage(
  db: DbExecutor,
  message: SpecialistMessage,
  now: Date,
): number {
  const row = db
    .insert(specialistMessages)
    .values({ ...message, senderPhone: message.senderPhone || null, createdAt: now })
    .returning({ id: specialistMessages.id })
    .get();
  if (!row) throw new Error('Inserting a specialist message returned no row');
  return row.id;
}
