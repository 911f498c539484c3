import type Stripe from 'stripe';
import { auditEntry, systemActor } from '../audit/record.ts';
import { planFields } from '../audit/snapshots.ts';
import { clockOf } from '../clock.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { SUBSCRIPTION_ROW_STATUSES } from '../db/schema.ts';
import type { AppDeps, Billing, Logger } from '../deps.ts';
import { queueMails } from '../mail/outbox.ts';
import { applyListingTier, type SubscriptionRow } from './listing-tier.ts';
import { planMailFor } from './mails.ts';
import { planOfPrice } from './prices.ts';
import {
  findBusinessForBilling,
  findBusinessOfCustomer,
  findByStripeId,
  recordEvent,
  upsertStripeSubscription,
} from './repository.ts';

/** The Stripe event being handled, recorded with the change so a redelivery changes nothing. */
export interface HandledEvent {
  id: string;
  type: string;
}

/** Stripe's status, or incomplete (gives no tier) for one newer than this code. */
function knownStatus(status: string): SubscriptionRow['status'] {
  return SUBSCRIPTION_ROW_STATUSES.find((known) => known === status) ?? 'incomplete';
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/**
 * Makes Flo's row for a Stripe subscription match Stripe as it is now: the subscription is
 * re-read from Stripe, never taken from an event's payload, so events that arrive twice, late
 * or out of order all end in the same row (ADR 030). In one transaction it records the event,
 * stores the row, sets the listing's tier from its plans and queues the mail the change calls
 * for. Answers the stored row, or null for a subscription that is not one of Flo's plans.
 *
 * @example
 * await syncStripeSubscription(deps, deps.billing, 'sub_123', { id: event.id, type: event.type });
 */
export async function syncStripeSubscription(
  deps: AppDeps,
  billing: Billing,
  subscriptionId: string,
  event?: HandledEvent,
): Promise<SubscriptionRow | null> {
  const subscription = await billing.stripe.subscriptions.retrieve(subscriptionId);
  const now = clockOf(deps)();
  return deps.engine.commit(storeSubscription, subscription, event, now, {
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  });
}

/** The write of `syncStripeSubscription`, one unit of work (ADR 050). */
function* storeSubscription(
  on: EngineScope,
  subscription: Stripe.Subscription,
  event: HandledEvent | undefined,
  now: Date,
  { publicUrl, logger }: { publicUrl: string; logger: Logger | undefined },
): Steps<SubscriptionRow | null> {
  if (event && !(yield* recordEvent(on, event.id, event.type, now))) {
    return (yield* findByStripeId(on, subscription.id)) ?? null;
  }
  const customerId = idOf(subscription.customer);
  const businessId = Number(subscription.metadata?.businessId);
  const business =
    (yield* findBusinessOfCustomer(on, customerId)) ??
    (Number.isInteger(businessId) ? yield* findBusinessForBilling(on, businessId) : undefined);
  const item = subscription.items.data[0];
  const plan = item && planOfPrice(item.price);
  if (!business || !item || !plan) {
    logger?.info('Stripe subscription is not a Flo plan; left alone', {
      subscriptionId: subscription.id,
    });
    return null;
  }
  const before = yield* findByStripeId(on, subscription.id);
  const stored = yield* upsertStripeSubscription(on, {
    provider: 'stripe',
    specialistId: business.specialistId,
    businessId: business.id,
    tier: plan.tier,
    interval: plan.interval,
    status: knownStatus(subscription.status),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    pastDueSince: subscription.status === 'past_due' ? (before?.pastDueSince ?? now) : null,
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: customerId,
    updatedAt: now,
  });
  yield* applyListingTier(on, business.specialistId, now);
  yield* auditEntry(on, systemActor('Stripe'), now, {
    entityKind: 'plan',
    entityId: stored.id,
    action: before ? 'plan.stripe.update' : 'plan.stripe.start',
    before: before ? planFields(before) : null,
    after: planFields(stored),
  });
  const mail = planMailFor(before, stored, {
    to: business.email,
    businessName: business.name,
    publicUrl,
  });
  if (mail) yield* queueMails(on, [mail], now);
  return stored;
}

/** Which subscription an event is about, one reader per event type Flo uses (ADR 030). */
export const SUBSCRIPTION_OF_EVENT: Record<string, (object: never) => string | null> = {
  'checkout.session.completed': (session: Stripe.Checkout.Session) =>
    session.subscription ? idOf(session.subscription) : null,
  'checkout.session.async_payment_succeeded': (session: Stripe.Checkout.Session) =>
    session.subscription ? idOf(session.subscription) : null,
  'customer.subscription.created': (subscription: Stripe.Subscription) => subscription.id,
  'customer.subscription.updated': (subscription: Stripe.Subscription) => subscription.id,
  'customer.subscription.deleted': (subscription: Stripe.Subscription) => subscription.id,
  'customer.subscription.paused': (subscription: Stripe.Subscription) => subscription.id,
  'customer.subscription.resumed': (subscription: Stripe.Subscription) => subscription.id,
  'invoice.paid': subscriptionOfInvoice,
  'invoice.payment_failed': subscriptionOfInvoice,
};

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return subscription ? idOf(subscription) : null;
}
