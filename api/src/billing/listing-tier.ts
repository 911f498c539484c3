import type { ListingTier, PaidListingTier } from '@flo/contract';
import { and, eq, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';
import type { subscriptions } from '../db/schema.ts';

/** Stripe retries a failed renewal for about two weeks; the tier is kept that long. */
export const GRACE_PERIOD_MS = 14 * 24 * 60 * 60 * 1000;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** When a past-due plan stops giving its tier, or null when it is not past due. */
export function graceEndOf(row: Pick<SubscriptionRow, 'status' | 'pastDueSince'>): Date | null {
  if (row.status !== 'past_due' || !row.pastDueSince) return null;
  return new Date(row.pastDueSince.getTime() + GRACE_PERIOD_MS);
}

/**
 * Whether a plan gives its listing the tier now: active and trialing do; past_due does until
 * the grace period ends; anything else (canceled, unpaid, incomplete, paused) does not.
 */
export function grantsTier(
  row: Pick<SubscriptionRow, 'status' | 'pastDueSince'>,
  now: Date,
): boolean {
  if (row.status === 'active' || row.status === 'trialing') return true;
  const graceEnd = graceEndOf(row);
  return graceEnd !== null && now < graceEnd;
}

/** The best tier any of a listing's plans gives it now; free when none does. */
export function tierFromPlans(
  rows: Pick<SubscriptionRow, 'status' | 'pastDueSince' | 'tier'>[],
  now: Date,
): ListingTier {
  const granted = rows.filter((row) => grantsTier(row, now)).map((row) => row.tier);
  const best: PaidListingTier | undefined = granted.includes('featured') ? 'featured' : granted[0];
  return best ?? 'free';
}

/**
 * Sets the listing's tier from its plans, the one place specialists.tier is written for a
 * paid plan: placement, the Featured badge and paid features follow from that column, and every
 * cached read is dropped by the write (db/read-cache.ts). Answers the tier before and after.
 * A step of the plan change's unit of work (ADR 050).
 */
export function* applyListingTier(
  on: EngineScope,
  specialistId: number,
  now: Date,
): Steps<{ before: ListingTier; after: ListingTier }> {
  const { db, tables } = on;
  const { specialists, subscriptions } = tables;
  const plans = yield* rows(
    db
      .select({
        status: subscriptions.status,
        pastDueSince: subscriptions.pastDueSince,
        tier: subscriptions.tier,
      })
      .from(subscriptions)
      .where(eq(subscriptions.specialistId, specialistId)),
  );
  const current = yield* row(
    db.select({ tier: specialists.tier }).from(specialists).where(eq(specialists.id, specialistId)),
  );
  const before = current?.tier ?? 'free';
  const after = tierFromPlans(plans, now);
  if (before !== after) {
    yield* changes(
      db
        .update(specialists)
        .set({ tier: after })
        .where(and(eq(specialists.id, specialistId), sql`${specialists.tier} <> ${after}`)),
    );
  }
  return { before, after };
}
