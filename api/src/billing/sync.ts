import type Stripe from 'stripe';
import { recordAudit, systemActor } from '../audit/record.ts';
import { planFields } from '../audit/snapshots.ts';
import { clockOf } from '../clock.ts';
import { SUBSCRIPTION_ROW_STATUSES } from '../db/schema.ts';
import type { AppDeps, Billing } from '../deps.ts';
import { enqueueMail } from '../mail/outbox.ts';
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
  return deps.db.transaction((tx) => {
    if (event && !recordEvent(tx, event.id, event.type, now)) {
      return findByStripeId(tx, subscriptionId) ?? null;
    }
    const customerId = idOf(subscription.customer);
    const businessId = Number(subscription.metadata?.businessId);
    const business =
      findBusinessOfCustomer(tx, customerId) ??
      (Number.isInteger(businessId) ? findBusinessForBilling(tx, businessId) : undefined);
    const item = subscription.items.data[0];
    const plan = item && planOfPrice(item.price);
    if (!business || !item || !plan) {
      deps.logger?.info('Stripe subscription is not a Flo plan; left alone', { subscriptionId });
      return null;
    }
    const before = findByStripeId(tx, subscription.id);
    const row = upsertStripeSubscription(tx, {
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
    applyListingTier(tx, business.specialistId, now);
    recordAudit(tx, systemActor('Stripe'), now, {
      entityKind: 'plan',
      entityId: row.id,
      action: before ? 'plan.stripe.update' : 'plan.stripe.start',
      before: before ? planFields(before) : null,
      after: planFields(row),
    });
    const mail = planMailFor(before, row, {
      to: business.email,
      businessName: business.name,
      publicUrl: deps.config.publicUrl,
    });
    if (mail) enqueueMail(tx, mail, now);
    return row;
  });
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
