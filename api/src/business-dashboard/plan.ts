import { LISTING_PLANS, type ListingTier, type PaidPlanFeature, tierUnlocks } from '@flo/contract';
import type { Engine } from '../db/engine/index.ts';
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
 * await requirePlanFeature(deps.engine, c.var.business.specialistId, 'reviewReplies');
 */
export async function requirePlanFeature(
  engine: Engine,
  specialistId: number,
  feature: PaidPlanFeature,
): Promise<void> {
  if (planFeatures(await engine.run(tierOf, specialistId))[feature]) return;
  throw new HttpError(
    403,
    'plan_required',
    `${FEATURE_NAMES[feature]} come with the ${LISTING_PLANS.standard.name} and ${LISTING_PLANS.featured.name} plans; see /pricing to upgrade your listing.`,
  );
}
