import {
  type Admin,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsSchema,
  idParams,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AuditActor, adminActor, auditEntry } from '../../audit/record.ts';
import { planFieldsOf } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { endInvoicedPlan, renewInvoicedPlan } from '../../billing/invoiced-plans.ts';
import { clockOf } from '../../clock.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { listSubscriptions } from './repository.ts';

/** An invoiced plan renewed or ended with its audit entry, one unit of work; false when none. */
function* changePlan(
  on: EngineScope,
  apply: typeof renewInvoicedPlan | typeof endInvoicedPlan,
  action: string,
  id: number,
  adminId: number,
  actor: AuditActor,
  now: Date,
): Steps<boolean> {
  const before = yield* planFieldsOf(on, id);
  if (!(yield* apply(on, id, adminId, now))) return false;
  yield* auditEntry(on, actor, now, {
    entityKind: 'plan',
    entityId: id,
    action,
    before,
    after: yield* planFieldsOf(on, id),
  });
  return true;
}

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
    async (id: number, admin: Admin) => {
      const now = clockOf(deps)();
      const done = await deps.engine.commit(
        changePlan,
        apply,
        action,
        id,
        admin.id,
        adminActor(admin),
        now,
      );
      if (!done) throw notFound('Invoiced plan');
      return deps.engine.run(listSubscriptions, now);
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
      async (c) =>
        c.json(await deps.engine.run(listSubscriptions, clockOf(deps)(), c.req.valid('query'))),
    )
    .post(
      '/api/admin/subscriptions/:id/renew',
      ...change('renewInvoicedPlan', 'Renew an invoiced plan for another month'),
      async (c) => c.json(await renew(c.req.valid('param').id, c.var.admin)),
    )
    .post(
      '/api/admin/subscriptions/:id/end',
      ...change('endInvoicedPlan', 'End an invoiced plan now'),
      async (c) => c.json(await end(c.req.valid('param').id, c.var.admin)),
    );
}
