import { Hono } from 'hono';
import { z } from 'zod';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { errorBody, HttpError } from '../http/errors.ts';
import { describeOperation } from '../openapi/describe.ts';
import { eventSeen, recordEvent } from './repository.ts';
import { SUBSCRIPTION_OF_EVENT, syncStripeSubscription } from './sync.ts';

const receivedSchema = z.object({ received: z.literal(true) });

/** The part of a Stripe event the reference shows; the signature decides what is read. */
const stripeEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * `POST /api/stripe/webhook`: Stripe's events. The raw body's signature is checked with the
 * SDK (`stripe.webhooks.constructEvent`, 5 minutes' tolerance on Flo's clock); a wrong or stale
 * one gets 400. Each event id is recorded with the change it made, so a redelivery changes
 * nothing; the subscription is re-read from Stripe (`syncStripeSubscription`). 200 only once the
 * change is committed, 500 when it could not be made (Stripe retries), 200 for event types Flo
 * does not use. 404 when card payments are off.
 *
 * @example
 * app.route('/', stripeWebhookRoutes(deps));
 */
export function stripeWebhookRoutes(deps: AppDeps) {
  return new Hono().post(
    '/api/stripe/webhook',
    describeOperation({
      operationId: 'receiveStripeEvent',
      summary: 'Stripe webhook: a signed event about a checkout, subscription or invoice',
      tag: 'Business',
      body: stripeEventSchema,
      response: receivedSchema,
    }),
    async (c) => {
      const billing = deps.billing;
      if (!billing) throw new HttpError(404, 'not_found', 'Card payments are not switched on');
      const payload = await c.req.text();
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = billing.stripe.webhooks.constructEvent(
          payload,
          c.req.header('stripe-signature') ?? '',
          billing.webhookSecret,
          undefined,
          undefined,
          clockOf(deps)().getTime(),
        );
      } catch {
        throw new HttpError(400, 'invalid_signature', 'The Stripe-Signature header does not match');
      }
      const subscriptionOf = SUBSCRIPTION_OF_EVENT[event.type];
      if (!subscriptionOf || (await deps.engine.run(eventSeen, event.id)))
        return c.json({ received: true as const });
      const subscriptionId = subscriptionOf(event.data.object as never);
      try {
        if (subscriptionId) {
          await syncStripeSubscription(deps, billing, subscriptionId, event);
        } else {
          await deps.engine.commit(recordEvent, event.id, event.type, clockOf(deps)());
        }
      } catch (error) {
        deps.logger?.error(error);
        return c.json(errorBody('not_stored', 'The event could not be handled; retry later'), 500);
      }
      return c.json({ received: true as const });
    },
  );
}
