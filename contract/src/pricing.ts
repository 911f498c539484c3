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
      'Correct your details once you have claimed the listing',
    ],
  },
  standard: {
    tier: 'standard',
    name: 'Standard',
    monthlyPence: 2400,
    yearlyPence: 24000,
    summary: 'Manage your listing and build trust with verified reviews.',
    includes: [
      'Everything in the free listing',
      'Business dashboard: every enquiry in one place',
      'Reply publicly to your reviews',
      'Verified review invitations: one-time links for your customers',
    ],
  },
  featured: {
    tier: 'featured',
    name: 'Featured',
    monthlyPence: 5900,
    yearlyPence: 59000,
    summary: 'Stand out where customers choose: shown first in your city.',
    includes: [
      'Everything in Standard',
      'Shown first in search results for your city and services',
      'A place on the home page and the Featured specialists page',
      'Featured badge on your profile and listing cards',
    ],
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
