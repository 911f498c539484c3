import { type ContactMessage, contactMessageSchema, contactReceivedSchema } from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import { runOnSqliteNow } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { describeOperation } from '../openapi/describe.ts';
import { operatorsEmail } from '../settings/operator-settings.ts';
import { insertContactMessage } from './repository.ts';

export const DEFAULT_CONTACT_SUBJECT = 'General enquiry';

/** One line without control characters, so nothing typed can add a mail header. */
const oneLine = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 120);

function operatorsMail(message: ContactMessage & { subject: string }, id: number) {
  return {
    subject: `Contact form: ${oneLine(message.subject)}`,
    text: [
      `A message arrived through the contact page (reference ${id}).`,
      '',
      `From: ${oneLine(message.name)} <${message.email}>`,
      `Subject: ${oneLine(message.subject)}`,
      '',
      message.message,
      '',
      'Reply to the sender directly; they have not been sent a copy.',
    ].join('\n'),
  };
}

/**
 * `POST /api/contact`: stores a message from the contact page and queues a plain-text mail to
 * the operators (OPERATOR_EMAIL, or the address an admin set) in the same transaction; rate-limited per IP.
 * The sender gets no automatic mail, so the form cannot be used to send mail to strangers.
 *
 * @example
 * app.route('/', contactRoutes(deps));
 * await app.request('/api/contact', jsonBody({ name: 'Jo', email: 'jo@example.com', message: 'Hello' }));
 */
export function contactRoutes(deps: AppDeps) {
  const limit = perIpLimit(deps, 'contact');
  return new Hono().post(
    '/api/contact',
    describeOperation({
      operationId: 'sendContactMessage',
      summary: 'Send a message to the operators',
      tag: 'Enquiries',
      response: contactReceivedSchema,
      status: 201,
    }),
    limit,
    validate('json', contactMessageSchema),
    (c) => {
      const body = c.req.valid('json');
      const message = { ...body, subject: body.subject || DEFAULT_CONTACT_SUBJECT };
      const now = clockOf(deps)();
      // The mail joins the transaction through the outbox, still synchronous on SQLite.
      const id = deps.db.transaction((tx) => {
        const stored = runOnSqliteNow(tx, insertContactMessage, { ...message, createdAt: now });
        const to = operatorsEmail(tx, deps.config);
        enqueueMail(tx, { ...operatorsMail(message, stored), to, kind: 'contact_message' }, now);
        return stored;
      });
      return c.json(
        { id, message: "Thank you for getting in touch. We'll reply within 24 hours." },
        201,
      );
    },
  );
}
