import { LISTING_PLANS } from '@flo/contract';
import { clockOf } from '../clock.ts';
import type { EngineScope } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { queueMails } from '../mail/outbox.ts';
import { type PeriodicJob, startPeriodicJob } from '../periodic/start-periodic-job.ts';
import { applyListingTier, GRACE_PERIOD_MS, type SubscriptionRow } from './listing-tier.ts';
import { findBusinessForBilling, pastDueSince } from './repository.ts';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * Drops the tier of every listing whose plan has been past due for the whole grace period
 * (Stripe may still be retrying), mailing the business that the plan has ended. A listing
 * already dropped is left alone, so running it again mails nobody twice.
 *
 * @example
 * await expireGracePeriods(deps); // 1 listing back to free
 */
export async function expireGracePeriods(deps: AppDeps): Promise<number> {
  const now = clockOf(deps)();
  let dropped = 0;
  const due = await deps.engine.run(pastDueSince, new Date(now.getTime() - GRACE_PERIOD_MS));
  for (const plan of due) {
    if (await deps.engine.commit(endGrace, plan, now, deps.config.publicUrl)) dropped += 1;
  }
  return dropped;
}

/** Sets one past-due plan's listing tier and mails its business when it fell; true if it fell. */
function* endGrace(on: EngineScope, row: SubscriptionRow, now: Date, publicUrl: string) {
  const { before, after } = yield* applyListingTier(on, row.specialistId, now);
  if (before === after) return false;
  const business = row.businessId ? yield* findBusinessForBilling(on, row.businessId) : undefined;
  if (!business) return true;
  const plan = LISTING_PLANS[row.tier].name;
  yield* queueMails(
    on,
    [
      {
        to: business.email,
        kind: 'plan_ended',
        subject: `Your ${plan} plan has ended`,
        text: [
          `Hello ${business.name},`,
          '',
          `The payment for your ${plan} plan was not made within the grace period, so your listing is a free listing again. It stays on Flo, and customers can still find you.`,
          '',
          `Pay the open invoice or choose a plan again from your dashboard: ${publicUrl}/dashboard`,
        ].join('\n'),
      },
    ],
    now,
  );
  return true;
}

/** Runs `expireGracePeriods` at start and every five minutes; `stop()` ends it. */
export function startGraceSweep(deps: AppDeps, intervalMs = FIVE_MINUTES_MS): PeriodicJob {
  return startPeriodicJob(() => expireGracePeriods(deps), { intervalMs, logger: deps.logger });
}
