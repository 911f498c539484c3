import { type BillingSummary, LISTING_PLANS } from '@flo/contract';
import { formatLongDate } from '@flo/contract/rules';
import { eq } from 'drizzle-orm';
import { type EngineScope, row, type Steps } from '../db/engine/index.ts';
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
export function billingSummary(deps: AppDeps, specialistId: number): Promise<BillingSummary> {
  return deps.engine.run(readBillingSummary, specialistId, deps.billing ? 'card' : 'invoice');
}

function* readBillingSummary(
  on: EngineScope,
  specialistId: number,
  mode: BillingSummary['mode'],
): Steps<BillingSummary> {
  const { specialists } = on.tables;
  const listing = yield* row(
    on.db
      .select({ tier: specialists.tier })
      .from(specialists)
      .where(eq(specialists.id, specialistId)),
  );
  const plan = yield* findLatestPlan(on, specialistId);
  const claimed = plan ? undefined : yield* findChosenTier(on, specialistId);
  const graceEnd = plan ? graceEndOf(plan) : null;
  return {
    mode,
    tier: listing?.tier ?? 'free',
    plan: plan
      ? {
          tier: plan.tier,
          interval: plan.interval,
          status: plan.status,
          statusText: statusInWords(plan),
          periodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
          graceEndsAt: graceEnd?.toISOString() ?? null,
          provider: plan.provider,
        }
      : null,
    chosenTier: claimed ?? null,
  };
}
