import { specialistMessageSchema } from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { memoryRateLimitStore, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { createdIdSchema, describeOperation } from '../openapi/describe.ts';
import { insertSpecialistMessage } from './messages-repository.ts';
import { isActiveSpecialist } from './specialists-repository.ts';

/** Messages one IP may send to specialists per window; a person writes a few, a script many. */
export const SPECIALIST_MESSAGE_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/** `POST /api/specialist-message`: stores a visitor's message to an active specialist. */
export function specialistMessageRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const limit = rateLimit({
    name: 'specialist-message',
    ...SPECIALIST_MESSAGE_RATE_LIMIT,
    store: deps.rateLimits ?? memoryRateLimitStore(),
    now,
  });
  return new Hono().post(
    '/api/specialist-message',
    describeOperation({
      operationId: 'sendSpecialistMessage',
      summary: 'Send a message to one specialist',
      tag: 'Directory',
      response: createdIdSchema,
      status: 201,
    }),
    limit,
    validate('json', specialistMessageSchema),
    async (c) => {
      const message = c.req.valid('json');
      if (!(await isActiveSpecialist(deps.db, message.specialistId))) {
        throw notFound('Specialist');
      }
      const id = await insertSpecialistMessage(deps.db, message, now());
      return c.json({ id }, 201);
    },
  );
}
