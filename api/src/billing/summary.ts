import { type BillingSummary, LISTING_PLANS } from '@flo/contract';
import { formatLongDate } from '@flo/contract/rules';
import { eq } from 'drizzle-orm';
import { specialists } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { graceEndOf, type SubscriptionRow } from './listing-tier.ts';
import { findChosenTier, findLatestPlan } from './repository.ts';

/** A plan's status in the words the dashboard shows. */
export function statusInWords(row: SubscriptionRow): string {
  const end = row.currentPeriodEnd ? formatLongDate(row.currentPeriodEnd) : null;
  const graceEnd = graceEndOf(row);
  switch (row.status) {
    case 'active':
    case 'trialing':
      if (row.cancelAtPeriodEnd) return end ? `Cancelled: ends on ${end}` : 'Cancelled';
      return end ? `Active: renews on ${end}` : 'Active';
    case 'past_due':
      return graceEnd
        ? `Payment failed: update your card by ${formatLongDate(graceEnd)} to keep ${LISTING_PLANS[row.tier].name}`
        : 'Payment failed: update your card';
    case 'incomplete':
      return 'Waiting for the first payment';
    case 'paused':
      return 'Paused';
    default:
      return 'Ended';
  }
}

/** The listing's tier and its latest plan, as the dashboard and the success pages show them. */
export function billingSummary(deps: AppDeps, specialistId: number): BillingSummary {
  const tier =
    deps.db
      .select({ tier: specialists.tier })
      .from(specialists)
      .where(eq(specialists.id, specialistId))
      .get()?.tier ?? 'free';
  const row = findLatestPlan(deps.db, specialistId);
  const claimed = row ? undefined : findChosenTier(deps.db, specialistId);
  const graceEnd = row ? graceEndOf(row) : null;
  return {
    mode: deps.billing ? 'card' : 'invoice',
    tier,
    plan: row
      ? {
          tier: row.tier,
          interval: row.interval,
          status: row.status,
          statusText: statusInWords(row),
          periodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          graceEndsAt: graceEnd?.toISOString() ?? null,
          provider: row.provider,
        }
      : null,
    chosenTier: claimed ?? null,
  };
}
