import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  billingCustomers,
  businesses,
  claimRequests,
  stripeEvents,
  subscriptions,
} from '../db/schema.ts';
import type { SubscriptionRow } from './listing-tier.ts';

/** Statuses in which a business already has a plan it pays for, or is paying for. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'incomplete'] as const;

export type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt'>;

export function findBusinessForBilling(db: DbExecutor, businessId: number) {
  return db
    .select({
      id: businesses.id,
      email: businesses.email,
      name: businesses.name,
      specialistId: businesses.specialistId,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .get();
}

export function findBusinessOfCustomer(db: DbExecutor, stripeCustomerId: string) {
  const row = db
    .select({ businessId: billingCustomers.businessId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId))
    .get();
  return row ? findBusinessForBilling(db, row.businessId) : undefined;
}

export function findCustomerId(db: DbExecutor, businessId: number): string | undefined {
  return db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.businessId, businessId))
    .get()?.id;
}

/** Records the business's Stripe customer; answers the one kept when another was stored first. */
export function saveCustomerId(db: DbExecutor, businessId: number, stripeCustomerId: string) {
  db.insert(billingCustomers).values({ businessId, stripeCustomerId }).onConflictDoNothing().run();
  return findCustomerId(db, businessId) as string;
}

export function findByStripeId(db: DbExecutor, stripeSubscriptionId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .get();
}

/** Inserts or updates the plan with this Stripe subscription id; answers the stored row. */
export function upsertStripeSubscription(
  db: DbExecutor,
  values: SubscriptionValues,
): SubscriptionRow {
  return db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: values })
    .returning()
    .get();
}

/** The business's live plan (the newest, should Stripe ever hold two). */
export function findLivePlan(db: DbExecutor, businessId: number): SubscriptionRow | undefined {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.businessId, businessId), inArray(subscriptions.status, LIVE_STATUSES)),
    )
    .orderBy(desc(subscriptions.id))
    .get();
}

/** The listing's most recent plan of any status, for the dashboard. */
export function findLatestPlan(db: DbExecutor, specialistId: number): SubscriptionRow | undefined {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.specialistId, specialistId))
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
    .get();
}

/** Records a Stripe event as handled; false when it already was (a redelivery). */
export function recordEvent(db: DbExecutor, id: string, type: string, at: Date): boolean {
  const done = db
    .insert(stripeEvents)
    .values({ id, type, receivedAt: at })
    .onConflictDoNothing()
    .run();
  return done.changes > 0;
}

export function eventSeen(db: DbExecutor, id: string): boolean {
  return Boolean(
    db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).get(),
  );
}

/** Past-due plans whose grace period began at or before `since`. */
export function pastDueSince(db: DbExecutor, since: Date): SubscriptionRow[] {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'past_due'),
        isNotNull(subscriptions.pastDueSince),
        lte(subscriptions.pastDueSince, since),
      ),
    )
    .all();
}

/** The paid tier chosen in the listing's approved claim, if one was. */
export function findChosenTier(db: DbExecutor, specialistId: number) {
  const claim = db
    .select({ tier: claimRequests.tier })
    .from(claimRequests)
    .where(and(eq(claimRequests.specialistId, specialistId), eq(claimRequests.status, 'approved')))
    .orderBy(desc(claimRequests.id))
    .get();
  return claim && claim.tier !== 'free' ? claim.tier : undefined;
}
