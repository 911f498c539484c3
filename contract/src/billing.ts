import { z } from 'zod';
import { listSortShape } from './admin-lists.ts';
import { BILLING_INTERVALS, LISTING_TIERS, PAID_LISTING_TIERS } from './pricing.ts';

/*
 * Card payments through Stripe (ADR 030): the business dashboard's billing calls. Card data never
 * reaches Flo: the business pays on Stripe Checkout and manages its card in Stripe's portal.
 */

/** How paid plans are paid on this server: by card through Stripe, or invoiced by e-mail. */
export const PAYMENT_MODES = ['card', 'invoice'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** `GET /api/payments`: how this server takes payment for plans, so every page can say so. */
export const paymentModeSchema = z.object({ mode: z.enum(PAYMENT_MODES) });

/** `POST /api/business/billing/checkout` and `POST /api/business/billing/plan`. */
export const planChoiceSchema = z.object({
  tier: z.enum(PAID_LISTING_TIERS),
  interval: z.enum(BILLING_INTERVALS),
});
export type PlanChoice = z.infer<typeof planChoiceSchema>;

/** Where the browser goes next: Stripe's hosted Checkout page or customer portal. */
export const redirectAnswerSchema = z.object({ url: z.url() });
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>;

/** `POST /api/business/billing/sync`: the Checkout Session the business came back from. */
export const checkoutReturnSchema = z.object({
  sessionId: z.string().trim().min(1).max(255),
});

/** A listing's plan as the dashboard and the success pages show it. */
export const billingSummarySchema = z.object({
  mode: z.enum(PAYMENT_MODES),
  /** The tier the listing has now (a plan in its grace period still counts). */
  tier: z.enum(LISTING_TIERS),
  plan: z
    .object({
      tier: z.enum(PAID_LISTING_TIERS),
      interval: z.enum(BILLING_INTERVALS),
      status: z.string(),
      /** The status in plain words: 'Active', 'Payment failed: update your card by 12 May 2026'. */
      statusText: z.string(),
      /** ISO date the plan renews, or ends when it is cancelled. */
      periodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      /** When a failed payment takes the tier away, if it is not paid before. */
      graceEndsAt: z.string().nullable(),
      provider: z.enum(['stripe', 'invoice']),
    })
    .nullable(),
  /** The paid tier chosen while claiming the listing, waiting to be set up; null once a plan exists. */
  chosenTier: z.enum(PAID_LISTING_TIERS).nullable(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** One plan on the operators' Subscriptions screen. */
export const adminSubscriptionSchema = z.object({
  id: z.number().int(),
  provider: z.enum(['stripe', 'invoice']),
  business: z.string().nullable(),
  listing: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  tier: z.enum(PAID_LISTING_TIERS),
  interval: z.enum(BILLING_INTERVALS),
  status: z.string(),
  statusText: z.string(),
  /** ISO renewal (or end) date. */
  periodEnd: z.string().nullable(),
  /** What the plan brings in a month, in pence excluding VAT: 0 unless it gives its tier. */
  monthlyRevenuePence: z.number().int(),
  lastChange: z
    .object({ action: z.string(), detail: z.string(), by: z.string().nullable(), at: z.string() })
    .nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** Columns the plan list sorts by: status (past due, live, ended, then renewal) or renewal. */
export const SUBSCRIPTION_SORTS = ['status', 'renewal'] as const;

/** `GET /api/admin/subscriptions?sort=&order=`: past due first unless sorted (ADR 043). */
export const adminSubscriptionsQuerySchema = z.object({
  ...listSortShape(SUBSCRIPTION_SORTS, 'status', 'asc'),
});
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuerySchema>;

/** `GET /api/admin/subscriptions`: every plan, past due first, with monthly recurring revenue. */
export const adminSubscriptionsSchema = z.object({
  items: z.array(adminSubscriptionSchema),
  monthlyRecurringRevenuePence: z.object({
    total: z.number().int(),
    standard: z.number().int(),
    featured: z.number().int(),
  }),
});
export type AdminSubscriptions = z.infer<typeof adminSubscriptionsSchema>;
