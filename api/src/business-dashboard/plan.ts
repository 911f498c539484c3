import { LISTING_PLANS, type ListingTier, type PaidPlanFeature, tierUnlocks } from '@flo/contract';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { tierOf } from './repository.ts';

const FEATURE_NAMES: Record<PaidPlanFeature, string> = {
  reviewReplies: 'Public replies to reviews',
  reviewInvites: 'Verified review invitations',
};

/** Which paid features a tier includes: `PLAN_UNLOCKS`, the table /pricing lists. */
export function planFeatures(tier: ListingTier): Record<PaidPlanFeature, boolean> {
  return {
    reviewReplies: tierUnlocks(tier, 'reviewReplies'),
    reviewInvites: tierUnlocks(tier, 'reviewInvites'),
  };
}

/**
 * Stops a business whose listing's plan does not include `feature` with 403 `plan_required`,
 * naming the plans that do; call it after `requireBusiness`, before touching anything.
 *
 * @example
 * requirePlanFeature(deps.db, c.var.business.specialistId, 'reviewReplies');
 */
export function requirePlanFeature(db: Db, specialistId: number, feature: PaidPlanFeature): void {
  if (planFeatures(tierOf(db, specialistId))[feature]) return;
  throw new HttpError(
    403,
    'plan_required',
    `${FEATURE_NAMES[feature]} come with the ${LISTING_PLANS.standard.name} and ${LISTING_PLANS.featured.name} plans; see /pricing to upgrade your listing.`,
  );
}
