import {
  type Admin,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsSchema,
  idParams,
} from '@flo/contract';
import { Hono } from 'hono';
import { adminActor, recordAudit } from '../../audit/record.ts';
import { planSnapshot } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { endInvoicedPlan, renewInvoicedPlan } from '../../billing/invoiced-plans.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { listSubscriptions } from './repository.ts';

/**
 * The operators' Subscriptions screen: `GET /api/admin/subscriptions` (every plan with its
 * business, listing, tier, status and renewal, past due first, and the monthly recurring
 * revenue in total and by tier), and for invoiced plans `POST …/{id}/renew` (another month) and
 * `POST …/{id}/end` (ends now). Invoiced plans start from their request
 * (`POST /api/admin/subscription-requests/{id}/status`); card plans change only in Stripe.
 * Every change is kept with the admin who made it.
 *
 * @example
 * app.route('/', adminSubscriptionRoutes(deps));
 */
export function adminSubscriptionRoutes(deps: AppDeps) {
  const change = (operationId: string, summary: string) =>
    [
      describeOperation({
        operationId,
        summary,
        tag: 'Admin',
        auth: 'admin',
        response: adminSubscriptionsSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
    ] as const;
  const run =
    (apply: typeof renewInvoicedPlan | typeof endInvoicedPlan, action: string) =>
    (id: number, admin: Admin) => {
      const now = clockOf(deps)();
      const done = deps.db.transaction((tx) => {
        const before = planSnapshot(tx, id);
        const row = apply(tx, id, admin.id, now);
        if (row) {
          recordAudit(tx, adminActor(admin), now, {
            entityKind: 'plan',
            entityId: id,
            action,
            before,
            after: planSnapshot(tx, id),
          });
        }
        return row;
      });
      if (!done) throw notFound('Invoiced plan');
      return listSubscriptions(deps.db, now);
    };
  const renew = run(renewInvoicedPlan, 'plan.renew');
  const end = run(endInvoicedPlan, 'plan.end');
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/subscriptions',
      describeOperation({
        operationId: 'listSubscriptions',
        summary:
          'Every plan, past due first or by renewal, with monthly recurring revenue in total and by tier',
        tag: 'Admin',
        auth: 'admin',
        response: adminSubscriptionsSchema,
      }),
      requireAdmin(deps),
      validate('query', adminSubscriptionsQuerySchema),
      (c) => c.json(listSubscriptions(deps.db, clockOf(deps)(), c.req.valid('query'))),
    )
    .post(
      '/api/admin/subscriptions/:id/renew',
      ...change('renewInvoicedPlan', 'Renew an invoiced plan for another month'),
      (c) => c.json(renew(c.req.valid('param').id, c.var.admin)),
    )
    .post(
      '/api/admin/subscriptions/:id/end',
      ...change('endInvoicedPlan', 'End an invoiced plan now'),
      (c) => c.json(end(c.req.valid('param').id, c.var.admin)),
    );
}
