/**
 * The listing tiers specialists can be on, with their monthly price and what each includes.
 * The one place prices live: the pricing page shows these and subscription requests store the
 * price quoted at the time (docs/decisions/003-pricing-and-invoiced-subscriptions.md).
 * Free of zod: browser code imports it through `@flo/contract/constants`.
 */
export const LISTING_TIERS = ['free', 'standard', 'featured'] as const;
export type ListingTier = (typeof LISTING_TIERS)[number];
export const PAID_LISTING_TIERS = ['standard', 'featured'] as const;
export type PaidListingTier = (typeof PAID_LISTING_TIERS)[number];

export interface ListingPlan {
  tier: ListingTier;
  name: string;
  /** Price per month in pence, excluding VAT. */
  monthlyPence: number;
  /** Price per year in pence, excluding VAT: two months free against paying monthly. */
  yearlyPence: number;
  summary: string;
  includes: readonly string[];
}

/**
 * What each paid tier unlocks, as the code checks it: the API's plan checks
 * (`planFeatures`, `requirePlanFeature`) and the Featured placement read the tiers here, and
 * /pricing lists the same labels, so the page can never sell what the code does not give.
 */
export const PLAN_UNLOCKS = {
  reviewReplies: { label: 'Reply publicly to your reviews', tiers: ['standard', 'featured'] },
  reviewInvites: {
    label: 'Verified review invitations: one-time links for your customers',
    tiers: ['standard', 'featured'],
  },
  featuredPlacement: {
    label: 'Shown first in search results and city pages for your city and services',
    tiers: ['featured'],
  },
  featuredPages: {
    label: 'A place on the home page and the Featured specialists page',
    tiers: ['featured'],
  },
  featuredBadge: { label: 'Featured badge on your profile and listing cards', tiers: ['featured'] },
} as const satisfies Record<string, { label: string; tiers: readonly PaidListingTier[] }>;
export type PlanUnlock = keyof typeof PLAN_UNLOCKS;

/** Whether a tier unlocks a feature, from `PLAN_UNLOCKS`. */
export function tierUnlocks(tier: ListingTier, unlock: PlanUnlock): boolean {
  return (PLAN_UNLOCKS[unlock].tiers as readonly ListingTier[]).includes(tier);
}

const unlockedOnlyBy = (tier: PaidListingTier, below: ListingTier) =>
  (Object.keys(PLAN_UNLOCKS) as PlanUnlock[])
    .filter((unlock) => tierUnlocks(tier, unlock) && !tierUnlocks(below, unlock))
    .map((unlock) => PLAN_UNLOCKS[unlock].label);

export const LISTING_PLANS: Record<ListingTier, ListingPlan> = {
  free: {
    tier: 'free',
    name: 'Free listing',
    monthlyPence: 0,
    yearlyPence: 0,
    summary: 'Be found by customers searching your town and your services.',
    includes: [
      'Your profile in search results, city pages and service pages',
      'Enquiries customers send from your profile, by e-mail',
      'Customer reviews and your average rating on your profile',
      'Business dashboard once you have claimed the listing: your enquiries, figures and profile',
    ],
  },
  standard: {
    tier: 'standard',
    name: 'Standard',
    monthlyPence: 2400,
    yearlyPence: 24000,
    summary: 'Build trust with verified reviews and public replies.',
    includes: ['Everything in the free listing', ...unlockedOnlyBy('standard', 'free')],
  },
  featured: {
    tier: 'featured',
    name: 'Featured',
    monthlyPence: 5900,
    yearlyPence: 59000,
    summary: 'Stand out where customers choose: shown first in your city.',
    includes: ['Everything in Standard', ...unlockedOnlyBy('featured', 'standard')],
  },
};

/** How often a paid plan is billed. */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** UK VAT at the standard rate, added to every price (all prices are quoted excluding VAT). */
export const UK_VAT_PERCENT = 20;

/** The price of a paid plan for one billing interval, in pence excluding VAT. */
export function planPricePence(tier: PaidListingTier, interval: BillingInterval): number {
  const plan = LISTING_PLANS[tier];
  return interval === 'year' ? plan.yearlyPence : plan.monthlyPence;
}

/**
 * A monthly price as the pricing page and invoices write it.
 *
 * @example
 * formatMonthlyPrice(2400) // '£24'
 * formatMonthlyPrice(0) // 'Free'
 */
export function formatMonthlyPrice(pence: number): string {
  if (pence === 0) return 'Free';
  const pounds = pence / 100;
  return `£${Number.isInteger(pounds) ? pounds : pounds.toFixed(2)}`;
}
