import { eq } from 'drizzle-orm';
import { chatSettings, contactMessages } from '../db/schema.ts';
import type { DbExecutor } from '../mail/outbox.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function insertContactMessage(db: DbExecutor, row: NewContactMessage): number {
  return db.insert(contactMessages).values(row).returning({ id: contactMessages.id }).get().id;
}

/** The operators' address: the contact e-mail admins set in the chat settings. */
export function findOperatorsEmail(db: DbExecutor): string | undefined {
  return db
    .select({ email: chatSettings.contactEmail })
    .from(chatSettings)
    .where(eq(chatSettings.id, 1))
    .get()?.email;
}
