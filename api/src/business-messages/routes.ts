import {
  type BusinessMessage,
  type BusinessMessagesPage,
  businessMessageSchema,
  businessMessagesPageSchema,
  businessMessagesQuerySchema,
  idParams,
} from '@flo/contract';
import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import {
  type OwnMessageRow,
  openOwnMessage,
  ownMessagesPage,
  unreadMessageCount,
} from './repository.ts';

const PAGE_SIZE = 20;

function messageView(row: OwnMessageRow): BusinessMessage {
  const { businessReadAt, createdAt, ...message } = row;
  return { ...message, read: businessReadAt !== null, createdAt: createdAt.toISOString() };
}

/**
 * The messages visitors sent the logged-in business from its profile:
 * `GET /api/business/messages` (newest first, with the unread count) and
 * `POST /api/business/messages/{id}/read` (opening one marks it read). Only the business's own
 * specialist's messages are listed or marked; another's answers 404 and stays unread.
 *
 * @example
 * app.route('/', businessMessageRoutes(deps));
 * // POST /api/business/messages/12/read with `Authorization: Bearer …`
 */
export function businessMessageRoutes(deps: AppDeps) {
  return new Hono<BusinessEnv>()
    .get(
      '/api/business/messages',
      describeOperation({
        operationId: 'listBusinessMessages',
        summary: 'Messages visitors sent this business, newest first, with how many are unread',
        tag: 'Business',
        auth: 'business',
        response: businessMessagesPageSchema,
      }),
      requireBusiness(deps),
      validate('query', businessMessagesQuerySchema),
      async (c) => {
        const { page } = c.req.valid('query');
        const { specialistId } = c.var.business;
        const { rows, hasMore } = await deps.engine.run(
          ownMessagesPage,
          specialistId,
          page,
          PAGE_SIZE,
        );
        return c.json<BusinessMessagesPage>({
          items: rows.map(messageView),
          page,
          hasMore,
          unread: await deps.engine.run(unreadMessageCount, specialistId),
        });
      },
    )
    .post(
      '/api/business/messages/:id/read',
      describeOperation({
        operationId: 'readBusinessMessage',
        summary: 'Mark one of its messages read (404 for a message to another business)',
        tag: 'Business',
        auth: 'business',
        response: businessMessageSchema,
      }),
      requireBusiness(deps),
      validate('param', idParams),
      async (c) => {
        const { specialistId } = c.var.business;
        const at = clockOf(deps)();
        const id = c.req.valid('param').id;
        const row = await deps.engine.run(openOwnMessage, specialistId, id, at);
        if (!row) throw notFound('Message');
        return c.json<BusinessMessage>(messageView(row));
      },
    );
}
