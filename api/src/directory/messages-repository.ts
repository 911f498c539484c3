import type { SpecialistMessage } from '@flo/contract';
import { and, eq } from 'drizzle-orm';
import { type EngineScope, row, type Steps } from '../db/engine/index.ts';
import { notFound } from '../http/errors.ts';
import { queueMails } from '../mail/outbox.ts';
import { specialistMessageMail } from './specialist-message-mail.ts';

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

/**
 * A visitor's message to an active specialist: stored, and queued by mail to the specialist's
 * lead address with the visitor's address as Reply-To, in one unit of work (run it with
 * `engine.commit`); 404 for a specialist that is not active. Answers the message's id.
 *
 * @example
 * const id = await engine.commit(sendSpecialistMessage, message, now, config.publicUrl);
 */
export function* sendSpecialistMessage(
  on: EngineScope,
  message: SpecialistMessage,
  at: Date,
  publicUrl: string,
): Steps<number> {
  const specialist = yield* messageRecipient(on, message.specialistId);
  if (!specialist) throw notFound('Specialist');
  const stored = yield* insertSpecialistMessage(on, message, at);
  const mail = specialistMessageMail(message, specialist.name, publicUrl);
  yield* queueMails(
    on,
    [{ ...mail, to: specialist.email, replyTo: message.senderEmail, kind: 'specialist_message' }],
    at,
  );
  return stored;
}
