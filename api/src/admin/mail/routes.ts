import {
  type AdminMail,
  type AdminMailPage,
  adminMailPageSchema,
  adminMailQuerySchema,
  idParams,
  listTotals,
  type MailBulkResendResult,
  mailBulkResendResultSchema,
  mailBulkResendSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { requeueFailedMail, requeueFailedMails } from '../../mail/delivery.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';
import { type MailRow, mailPage } from './repository.ts';

const PAGE_SIZE = 20;

function mailView(row: MailRow): AdminMail {
  const { status, nextAttemptAt, sentAt, createdAt, ...mail } = row;
  const state = status === 'pending' ? (row.attempts === 0 ? 'queued' : 'retrying') : status;
  return {
    ...mail,
    state,
    nextAttemptAt: status === 'pending' ? nextAttemptAt.toISOString() : null,
    sentAt: sentAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

/**
 * The mail outbox for admins: `GET /api/admin/mail?status=failed&page=` (newest first, with
 * attempts, the last error and the status's total), `POST /api/admin/mail/{id}/resend` (a failed
 * mail goes back to the queue with its attempts reset; 409 when it has not failed) and
 * `POST /api/admin/mail/resend` (many at once, each one's outcome).
 *
 * @example
 * app.route('/', adminMailRoutes(deps));
 */
export function adminMailRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/mail',
      describeOperation({
        operationId: 'listOutboxMail',
        summary:
          'Outbox mail in a status (failed by default), newest first or oldest, with attempts and last error',
        tag: 'Admin',
        auth: 'admin',
        response: adminMailPageSchema,
      }),
      requireAdmin(deps),
      validate('query', adminMailQuerySchema),
      async (c) => {
        const { status, order, page } = c.req.valid('query');
        const { rows, total } = await deps.engine.run(mailPage, status, order, page, PAGE_SIZE);
        return c.json<AdminMailPage>({
          items: rows.map(mailView),
          ...listTotals(page, PAGE_SIZE, total),
        });
      },
    )
    .post(
      '/api/admin/mail/:id/resend',
      describeOperation({
        operationId: 'resendMail',
        summary: 'Send a failed mail again: back to the queue with its attempts reset',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      async (c) => {
        const outcome = await deps.engine.run(
          requeueFailedMail,
          c.req.valid('param').id,
          clockOf(deps)(),
        );
        if (outcome === 'not_found') throw notFound('Mail');
        if (outcome === 'not_failed') {
          throw new HttpError(409, 'mail_not_failed', 'Only failed mail can be sent again');
        }
        return c.json({ ok: true as const });
      },
    )
    .post(
      '/api/admin/mail/resend',
      describeOperation({
        operationId: 'resendMails',
        summary: 'Send failed mails again, in one transaction, with each one’s outcome',
        tag: 'Admin',
        auth: 'admin',
        response: mailBulkResendResultSchema,
      }),
      requireAdmin(deps),
      validate('json', mailBulkResendSchema),
      async (c) => {
        const { ids } = c.req.valid('json');
        const results = await deps.engine.commit(requeueFailedMails, ids, clockOf(deps)());
        return c.json<MailBulkResendResult>({
          results,
          requeued: results.filter((r) => r.outcome === 'requeued').length,
        });
      },
    );
}
