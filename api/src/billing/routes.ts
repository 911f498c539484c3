import {
  billingSummarySchema,
  checkoutReturnSchema,
  paymentModeSchema,
  planChoiceSchema,
  redirectAnswerSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import type { z } from 'zod';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import type { AppDeps, Billing } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { customerOf, startCheckout } from './checkout.ts';
import { planPriceId } from './prices.ts';
import { findLivePlan } from './repository.ts';
import { billingSummary } from './summary.ts';
import { syncStripeSubscription } from './sync.ts';

function cardPayments(deps: AppDeps): Billing {
  if (!deps.billing) {
    throw new HttpError(
      404,
      'card_payments_off',
      'Card payments are not switched on here: paid plans are invoiced by e-mail (see /subscribe)',
    );
  }
  return deps.billing;
}

/**
 * The business's billing (ADR 030): `GET /api/payments` (public: card or invoice mode), `GET /api/business/billing` (its plan in plain words),
 * `POST …/checkout` (a Stripe Checkout Session for a plan), `POST …/sync` (back from Checkout:
 * re-read from Stripe at once, the webhook may come later), `POST …/portal` (Stripe's customer
 * portal: card, invoices, cancel) and `POST …/plan` (upgrade or downgrade, prorated by Stripe).
 * Everything but the summary answers 404 when card payments are off.
 *
 * @example
 * app.route('/', billingRoutes(deps));
 */
export function billingRoutes(deps: AppDeps) {
  const doc = (operationId: string, summary: string, response: z.ZodType = billingSummarySchema) =>
    describeOperation({ operationId, summary, tag: 'Business', auth: 'business', response });
  return new Hono<BusinessEnv>()
    .get(
      '/api/payments',
      describeOperation({
        operationId: 'getPaymentMode',
        summary: 'How paid plans are paid here: by card through Stripe, or invoiced by e-mail',
        tag: 'Business',
        response: paymentModeSchema,
      }),
      (c) => c.json({ mode: deps.billing ? ('card' as const) : ('invoice' as const) }),
    )
    .get(
      '/api/business/billing',
      doc('getBusinessBilling', 'The listing’s plan, its status in words and the payment mode'),
      requireBusiness(deps),
      async (c) => c.json(await billingSummary(deps, c.var.business.specialistId)),
    )
    .post(
      '/api/business/billing/checkout',
      doc('startCheckout', 'A Stripe Checkout page for a plan', redirectAnswerSchema),
      requireBusiness(deps),
      validate('json', planChoiceSchema),
      async (c) => {
        const billing = cardPayments(deps);
        const url = await startCheckout(deps, billing, c.var.business.id, c.req.valid('json'));
        return c.json({ url });
      },
    )
    .post(
      '/api/business/billing/sync',
      doc('syncCheckout', 'Back from Checkout: the plan as Stripe has it now'),
      requireBusiness(deps),
      validate('json', checkoutReturnSchema),
      async (c) => {
        const billing = cardPayments(deps);
        const customer = await customerOf(deps, billing, c.var.business.id);
        const session = await billing.stripe.checkout.sessions
          .retrieve(c.req.valid('json').sessionId)
          .catch(() => null);
        const sessionCustomer =
          typeof session?.customer === 'string' ? session.customer : session?.customer?.id;
        if (!session || sessionCustomer !== customer) {
          throw new HttpError(404, 'not_found', 'Checkout session not found');
        }
        if (session.subscription) {
          const id =
            typeof session.subscription === 'string'
              ? session.subscription
              : session.subscription.id;
          await syncStripeSubscription(deps, billing, id);
        }
        return c.json(await billingSummary(deps, c.var.business.specialistId));
      },
    )
    .post(
      '/api/business/billing/portal',
      doc('openBillingPortal', 'A Stripe customer portal session', redirectAnswerSchema),
      requireBusiness(deps),
      async (c) => {
        const billing = cardPayments(deps);
        const customer = await customerOf(deps, billing, c.var.business.id);
        const portal = await billing.stripe.billingPortal.sessions.create({
          customer,
          return_url: `${deps.config.publicUrl}/dashboard`,
        });
        return c.json({ url: portal.url });
      },
    )
    .post(
      '/api/business/billing/plan',
      doc('changePlan', 'Upgrade or downgrade the live plan; Stripe prorates the difference'),
      requireBusiness(deps),
      validate('json', planChoiceSchema),
      async (c) => {
        const billing = cardPayments(deps);
        const live = await deps.engine.run(findLivePlan, c.var.business.id);
        if (!live?.stripeSubscriptionId) {
          throw new HttpError(409, 'no_plan', 'Your listing has no card-paid plan to change');
        }
        const { tier, interval } = c.req.valid('json');
        const subscription = await billing.stripe.subscriptions.retrieve(live.stripeSubscriptionId);
        const item = subscription.items.data[0];
        if (!item) throw new HttpError(409, 'no_plan', 'The plan has nothing to change');
        await billing.stripe.subscriptions.update(live.stripeSubscriptionId, {
          items: [{ id: item.id, price: await planPriceId(billing, tier, interval) }],
          proration_behavior: 'create_prorations',
          cancel_at_period_end: false,
        });
        await syncStripeSubscription(deps, billing, live.stripeSubscriptionId);
        return c.json(await billingSummary(deps, c.var.business.specialistId));
      },
    );
}
