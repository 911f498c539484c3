import { specialistMessageSchema } from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { perIpLimit, RATE_LIMITS } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { createdIdSchema, describeOperation } from '../openapi/describe.ts';
import { sendSpecialistMessage } from './messages-repository.ts';

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
    async (c) => {
      const message = c.req.valid('json');
      const { publicUrl } = deps.config;
      const id = await deps.engine.commit(sendSpecialistMessage, message, now(), publicUrl);
      return c.json({ id }, 201);
    },
  );
}
