import type { DbExecutor } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function insertContactMessage(db: DbExecutor, row: NewContactMessage): number {
  return db.insert(contactMessages).values(row).returning({ id: contactMessages.id }).get().id;
}
