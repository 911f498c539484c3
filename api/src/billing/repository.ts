import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';
import type { subscriptions } from '../db/schema.ts';
import type { SubscriptionRow } from './listing-tier.ts';

/*
 * Billing's reads and writes as units of work on the engine's tables (ADR 050); run them with
 * `engine.run`, or as steps of a plan change's `engine.commit`.
 */

/** Statuses in which a business already has a plan it pays for, or is paying for. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'incomplete'] as const;

export type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt'>;

export function* findBusinessForBilling(on: EngineScope, businessId: number) {
  const { businesses } = on.tables;
  return yield* row(
    on.db
      .select({
        id: businesses.id,
        email: businesses.email,
        name: businesses.name,
        specialistId: businesses.specialistId,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
  );
}

export function* findBusinessOfCustomer(on: EngineScope, stripeCustomerId: string) {
  const { billingCustomers } = on.tables;
  const found = yield* row(
    on.db
      .select({ businessId: billingCustomers.businessId })
      .from(billingCustomers)
      .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId)),
  );
  return found ? yield* findBusinessForBilling(on, found.businessId) : undefined;
}

export function* findCustomerId(on: EngineScope, businessId: number): Steps<string | undefined> {
  const { billingCustomers } = on.tables;
  const found = yield* row(
    on.db
      .select({ id: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.businessId, businessId)),
  );
  return found?.id;
}

/** Records the business's Stripe customer; answers the one kept when another was stored first. */
export function* saveCustomerId(
  on: EngineScope,
  businessId: number,
  stripeCustomerId: string,
): Steps<string> {
  yield* changes(
    on.db
      .insert(on.tables.billingCustomers)
      .values({ businessId, stripeCustomerId })
      .onConflictDoNothing(),
  );
  return (yield* findCustomerId(on, businessId)) as string;
}

export function* findByStripeId(
  on: EngineScope,
  stripeSubscriptionId: string,
): Steps<SubscriptionRow | undefined> {
  const { subscriptions } = on.tables;
  return yield* row(
    on.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)),
  );
}

/** Inserts or updates the plan with this Stripe subscription id; answers the stored row. */
export function* upsertStripeSubscription(
  on: EngineScope,
  values: SubscriptionValues,
): Steps<SubscriptionRow> {
  const { subscriptions } = on.tables;
  const stored = yield* row(
    on.db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: values })
      .returning(),
  );
  if (!stored) throw new Error('the plan was not stored');
  return stored;
}

/** The business's live plan (the newest, should Stripe ever hold two). */
export function* findLivePlan(
  on: EngineScope,
  businessId: number,
): Steps<SubscriptionRow | undefined> {
  const { subscriptions } = on.tables;
  return yield* row(
    on.db
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.businessId, businessId), inArray(subscriptions.status, LIVE_STATUSES)),
      )
      .orderBy(desc(subscriptions.id))
      .limit(1),
  );
}

/** The listing's most recent plan of any status, for the dashboard. */
export function* findLatestPlan(
  on: EngineScope,
  specialistId: number,
): Steps<SubscriptionRow | undefined> {
  const { subscriptions } = on.tables;
  return yield* row(
    on.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.specialistId, specialistId))
      .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
      .limit(1),
  );
}

/** Records a Stripe event as handled; false when it already was (a redelivery). */
export function* recordEvent(on: EngineScope, id: string, type: string, at: Date): Steps<boolean> {
  const done = yield* changes(
    on.db.insert(on.tables.stripeEvents).values({ id, type, receivedAt: at }).onConflictDoNothing(),
  );
  return done > 0;
}

export function* eventSeen(on: EngineScope, id: string): Steps<boolean> {
  const { stripeEvents } = on.tables;
  const found = yield* row(
    on.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)),
  );
  return Boolean(found);
}

/** Past-due plans whose grace period began at or before `since`. */
export function* pastDueSince(on: EngineScope, since: Date): Steps<SubscriptionRow[]> {
  const { subscriptions } = on.tables;
  return yield* rows(
    on.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'past_due'),
          isNotNull(subscriptions.pastDueSince),
          lte(subscriptions.pastDueSince, since),
        ),
      ),
  );
}

/** The paid tier chosen in the listing's approved claim, if one was. */
export function* findChosenTier(on: EngineScope, specialistId: number) {
  const { claimRequests } = on.tables;
  const claim = yield* row(
    on.db
      .select({ tier: claimRequests.tier })
      .from(claimRequests)
      .where(
        and(eq(claimRequests.specialistId, specialistId), eq(claimRequests.status, 'approved')),
      )
      .orderBy(desc(claimRequests.id))
      .limit(1),
  );
  return claim && claim.tier !== 'free' ? claim.tier : undefined;
}
