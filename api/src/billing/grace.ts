import { LISTING_PLANS } from '@flo/contract';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { type PeriodicJob, startPeriodicJob } from '../periodic/start-periodic-job.ts';
import { applyListingTier, GRACE_PERIOD_MS } from './listing-tier.ts';
import { findBusinessForBilling, pastDueSince } from './repository.ts';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * Drops the tier of every listing whose plan has been past due for the whole grace period
 * (Stripe may still be retrying), mailing the business that the plan has ended. A listing
 * already dropped is left alone, so running it again mails nobody twice.
 *
 * @example
 * expireGracePeriods(deps); // 1 listing back to free
 */
export function expireGracePeriods(deps: AppDeps): number {
  const now = clockOf(deps)();
  let dropped = 0;
  for (const row of pastDueSince(deps.db, new Date(now.getTime() - GRACE_PERIOD_MS))) {
    deps.db.transaction((tx) => {
      const { before, after } = applyListingTier(tx, row.specialistId, now);
      if (before === after) return;
      dropped += 1;
      const business = row.businessId ? findBusinessForBilling(tx, row.businessId) : undefined;
      if (!business) return;
      const plan = LISTING_PLANS[row.tier].name;
      enqueueMail(
        tx,
        {
          to: business.email,
          kind: 'plan_ended',
          subject: `Your ${plan} plan has ended`,
          text: [
            `Hello ${business.name},`,
            '',
            `The payment for your ${plan} plan was not made within the grace period, so your listing is a free listing again. It stays on Flo, and customers can still find you.`,
            '',
            `Pay the open invoice or choose a plan again from your dashboard: ${deps.config.publicUrl}/dashboard`,
          ].join('\n'),
        },
        now,
      );
    });
  }
  return dropped;
}

/** Runs `expireGracePeriods` at start and every five minutes; `stop()` ends it. */
export function startGraceSweep(deps: AppDeps, intervalMs = FIVE_MINUTES_MS): PeriodicJob {
  return startPeriodicJob(() => expireGracePeriods(deps), { intervalMs, logger: deps.logger });
}
