import type { SpecialistMessage } from '@flo/contract';
import type { Db } from '../db/client.ts';
import { specialistMessages } from '../db/schema.ts';

/** Stores a visitor's message to a specialist and answers its id. */
export async function insertSpecialistMessage(
  db: Db,
  message: SpecialistMessage,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(specialistMessages)
    .values({ ...message, senderPhone: message.senderPhone || null, createdAt: now })
    .returning({ id: specialistMessages.id });
  if (!row) throw new Error('Inserting a specialist message returned no row');
  return row.id;
}
