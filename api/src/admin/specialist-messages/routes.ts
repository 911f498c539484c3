import {
  type AdminSpecialistMessage,
  type AdminSpecialistMessagesPage,
  adminMessagesQuerySchema,
  adminSpecialistMessageSchema,
  adminSpecialistMessagesPageSchema,
  idParams,
  listTotals,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { type MessageRow, messagesPage, openMessage } from './repository.ts';

const PAGE_SIZE = 20;

function messageView(row: MessageRow): AdminSpecialistMessage {
  const { specialistId, specialistName, specialistSlug, readAt, ...message } = row;
  return {
    ...message,
    specialist: { id: specialistId, name: specialistName, slug: specialistSlug },
    read: readAt !== null,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * Specialist messages (`POST /api/specialist-message`,
 * docs/product/entities.md#specialist-message), for admins:
 * `GET /api/admin/specialist-messages` (newest first, unread marked) and
 * `GET /api/admin/specialist-messages/{id}` (the whole message; opening it marks it read).
 *
 * @example
 * app.route('/', adminSpecialistMessageRoutes(deps));
 */
export function adminSpecialistMessageRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/specialist-messages',
      describeOperation({
        operationId: 'listSpecialistMessages',
        summary: 'Messages visitors sent to specialists, newest first',
        tag: 'Admin',
        auth: 'admin',
        response: adminSpecialistMessagesPageSchema,
      }),
      requireAdmin(deps),
      validate('query', adminMessagesQuerySchema),
      async (c) => {
        const { page } = c.req.valid('query');
        const { rows, total } = await deps.engine.run(messagesPage, page, PAGE_SIZE);
        return c.json<AdminSpecialistMessagesPage>({
          items: rows.map(messageView),
          ...listTotals(page, PAGE_SIZE, total),
        });
      },
    )
    .get(
      '/api/admin/specialist-messages/:id',
      describeOperation({
        operationId: 'getSpecialistMessage',
        summary: 'One message to a specialist; marks it read',
        tag: 'Admin',
        auth: 'admin',
        response: adminSpecialistMessageSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      async (c) => {
        const row = await deps.engine.run(openMessage, c.req.valid('param').id, clockOf(deps)());
        if (!row) throw notFound('Message');
        return c.json<AdminSpecialistMessage>(messageView(row));
      },
    );
}
