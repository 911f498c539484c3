import { specialistMessageSchema } from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { perIpLimit, RATE_LIMITS } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { createdIdSchema, describeOperation } from '../openapi/describe.ts';
import { insertSpecialistMessage } from './messages-repository.ts';
import { isActiveSpecialist } from './specialists-repository.ts';

/** This route's budget, for the tests that use it up. */
export const SPECIALIST_MESSAGE_RATE_LIMIT = RATE_LIMITS['specialist-message'];

/** `POST /api/specialist-message`: stores a visitor's message to an active specialist. */
export function specialistMessageRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const limit = perIpLimit(deps, 'specialist-message');
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
