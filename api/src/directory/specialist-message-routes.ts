import { specialistMessageSchema } from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import { runOnSqliteNow } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { perIpLimit, RATE_LIMITS } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { createdIdSchema, describeOperation } from '../openapi/describe.ts';
import { insertSpecialistMessage, messageRecipient } from './messages-repository.ts';
import { specialistMessageMail } from './specialist-message-mail.ts';

/** This route's budget, for the tests that use it up. */
export const SPECIALIST_MESSAGE_RATE_LIMIT = RATE_LIMITS['specialist-message'];

/**
 * `POST /api/specialist-message`: stores a visitor's message to an active specialist and, in
 * the same transaction, queues it by mail to the specialist's lead address with the visitor's
 * address as Reply-To. The business reads it on /dashboard/messages, the operators in admin.
 */
export function specialistMessageRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const limit = perIpLimit(deps, 'specialist-message');
  return new Hono().post(
    '/api/specialist-message',
    describeOperation({
      operationId: 'sendSpecialistMessage',
      summary:
        'Send a message to one specialist; it is mailed to them and shown on their dashboard',
      tag: 'Directory',
      response: createdIdSchema,
      status: 201,
    }),
    limit,
    validate('json', specialistMessageSchema),
    (c) => {
      const message = c.req.valid('json');
      const at = now();
      // One SQLite transaction with the mail, whose outbox is not on the engine yet.
      const id = deps.db.transaction((tx) => {
        const specialist = runOnSqliteNow(tx, messageRecipient, message.specialistId);
        if (!specialist) throw notFound('Specialist');
        const stored = runOnSqliteNow(tx, insertSpecialistMessage, message, at);
        const mail = specialistMessageMail(message, specialist.name, deps.config.publicUrl);
        enqueueMail(
          tx,
          {
            ...mail,
            to: specialist.email,
            replyTo: message.senderEmail,
            kind: 'specialist_message',
          },
          at,
        );
        return stored;
      });
      return c.json({ id }, 201);
    },
  );
}
