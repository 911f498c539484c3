import { contactMessageSchema, contactReceivedSchema } from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { storeContactMessage } from './store-message.ts';

export const DEFAULT_CONTACT_SUBJECT = 'General enquiry';

/**
 * `POST /api/contact`: stores a message from the contact page and queues a plain-text mail to
 * the operators (OPERATOR_EMAIL, or the address an admin set) in the same commit; rate-limited per IP.
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
    async (c) => {
      const body = c.req.valid('json');
      const message = { ...body, subject: body.subject || DEFAULT_CONTACT_SUBJECT };
      const id = await deps.engine.commit(
        storeContactMessage,
        message,
        deps.config,
        clockOf(deps)(),
      );
      return c.json(
        { id, message: "Thank you for getting in touch. We'll reply within 24 hours." },
        201,
      );
    },
  );
}
