import { type EngineScope, rows, type Steps, type Tables } from '../db/engine/index.ts';

export type NewContactMessage = Tables['contactMessages']['$inferInsert'];

export function* insertContactMessage(on: EngineScope, message: NewContactMessage): Steps<number> {
  const { contactMessages } = on.tables;
  const [stored] = yield* rows(
    on.db.insert(contactMessages).values(message).returning({ id: contactMessages.id }),
  );
  if (!stored) throw new Error('The contact message was not stored');
  return stored.id;
}
