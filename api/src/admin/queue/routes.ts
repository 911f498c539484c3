import {
  type AdminQueue,
  adminQueueSchema,
  idParams,
  QUEUE_PREVIEW_SIZE,
  subscriptionStatusUpdateSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AuditActor, adminActor, auditEntry } from '../../audit/record.ts';
import { planRequestFields } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { setInvoiceRequestStatus } from '../../billing/invoiced-plans.ts';
import { clockOf } from '../../clock.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../../openapi/describe.ts';
import { markContactMessageHandled, openQueue, type QueueRow } from './repository.ts';

/** A request moved on, with its audit entry, in one unit of work; false when there is none. */
function* moveRequest(
  on: EngineScope,
  id: number,
  status: 'invoiced' | 'active' | 'cancelled',
  adminId: number,
  actor: AuditActor,
  now: Date,
): Steps<boolean> {
  const before = yield* planRequestFields(on, id);
  if (!(yield* setInvoiceRequestStatus(on, id, status, adminId, now))) return false;
  yield* auditEntry(on, actor, now, {
    entityKind: 'plan',
    entityId: before?.reference ?? id,
    action: `plan.request.${status}`,
    before,
    after: yield* planRequestFields(on, id),
  });
  return true;
}

const item = (kind: string) => (row: QueueRow) => ({
  id: `${kind}-${row.id}`,
  title: row.title,
  detail: row.detail,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * The operators' queue: `GET /api/admin/queue` (open counts and the oldest items of pending
 * reviews, claims, subscription requests, contact messages and unmatched enquiries),
 * `POST /api/admin/contact-messages/{id}/handled` and
 * `POST /api/admin/subscription-requests/{id}/status` (invoiced; active: the request's listing
 * goes on its plan, 400 when it names none; cancelled: a started plan ends).
 *
 * @example
 * app.route('/', adminQueueRoutes(deps));
 */
export function adminQueueRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/queue',
      describeOperation({
        operationId: 'getAdminQueue',
        summary: 'Open counts and oldest items of everything operators must act on',
        tag: 'Admin',
        auth: 'admin',
        response: adminQueueSchema,
      }),
      requireAdmin(deps),
      async (c) => {
        const q = await deps.engine.run(openQueue, QUEUE_PREVIEW_SIZE);
        const answer: AdminQueue = {
          reviews: { open: q.reviews.open, oldest: q.reviews.oldest.map(item('review')) },
          claims: { open: q.claims.open, oldest: q.claims.oldest.map(item('claim')) },
          subscriptions: {
            open: q.subscriptions.open,
            oldest: q.subscriptions.oldest.map(item('subscription')),
          },
          contactMessages: {
            open: q.contactMessages.open,
            oldest: q.contactMessages.oldest.map(item('contact')),
          },
          unmatchedEnquiries: {
            open: q.unmatchedEnquiries.open,
            oldest: q.unmatchedEnquiries.oldest.map(item('enquiry')),
          },
        };
        return c.json(answer);
      },
    )
    .post(
      '/api/admin/contact-messages/:id/handled',
      describeOperation({
        operationId: 'markContactMessageHandled',
        summary: 'Mark a contact message dealt with',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      async (c) => {
        const at = clockOf(deps)();
        if (!(await deps.engine.run(markContactMessageHandled, c.req.valid('param').id, at))) {
          throw notFound('Open contact message');
        }
        return c.json({ ok: true as const });
      },
    )
    .post(
      '/api/admin/subscription-requests/:id/status',
      describeOperation({
        operationId: 'setSubscriptionRequestStatus',
        summary:
          'Mark a subscription request invoiced, active (the listing goes on its plan) or cancelled',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      validate('json', subscriptionStatusUpdateSchema),
      async (c) => {
        const { status } = c.req.valid('json');
        const now = clockOf(deps)();
        const { admin } = c.var;
        const id = c.req.valid('param').id;
        const done = await deps.engine.commit(
          moveRequest,
          id,
          status,
          admin.id,
          adminActor(admin),
          now,
        );
        if (!done) {
          throw notFound('Subscription request');
        }
        return c.json({ ok: true as const });
      },
    );
}
