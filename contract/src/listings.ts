import { z } from 'zod';
import { CLAIM_REFERENCE, CLAIM_ROLES, SUBSCRIPTION_SOURCES } from './claim-constants.ts';
import { optionalEmail, optionalText, requiredText } from './common.ts';
import { specialistSchema } from './directory.ts';
import { LISTING_TIERS, PAID_LISTING_TIERS } from './pricing.ts';

export * from './billing.ts';

/** `GET /api/listings/{specialistId}`: an active listing's card and whether a business owns it. */
export const listingSchema = specialistSchema.extend({ claimed: z.boolean() });
export type Listing = z.infer<typeof listingSchema>;

const ukPhone = requiredText(40).regex(/^\+?[\d\s()-]{9,}$/, 'A phone number, digits and spaces');

/** `POST /api/claims`: someone asks to take over a listing; operators check the proof. */
export const claimRequestSchema = z.object({
  specialistId: z.number().int().positive(),
  name: requiredText(120),
  role: z.enum(CLAIM_ROLES),
  email: z.email().max(254),
  /** Where leads go once the claim is approved; empty or absent: to `email`. */
  leadEmail: optionalEmail.optional(),
  phone: ukPhone,
  proof: z.string().trim().min(20, 'At least 20 characters').max(2000),
  tier: z.enum(LISTING_TIERS).default('free'),
});
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export const claimReceivedSchema = z.object({
  reference: z.string(),
  specialistName: z.string(),
  tier: z.enum(LISTING_TIERS),
  message: z.string(),
});
export type ClaimReceived = z.infer<typeof claimReceivedSchema>;

/**
 * `POST /api/subscription-requests`: a paid tier asked for. There is no card payment: the
 * operators send an invoice to `invoiceEmail` and switch the tier on once it is paid.
 */
export const subscriptionRequestSchema = z.object({
  tier: z.enum(PAID_LISTING_TIERS),
  source: z.enum(SUBSCRIPTION_SOURCES),
  businessName: requiredText(160),
  contactName: requiredText(120),
  invoiceEmail: z.email().max(254),
  phone: optionalText(40).optional(),
  invoiceAddress: requiredText(500),
  claimReference: z
    .string()
    .regex(CLAIM_REFERENCE, 'A claim reference such as CLM-7K2QX9PA')
    .optional(),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

export const subscriptionRequestedSchema = z.object({
  reference: z.string(),
  tier: z.enum(PAID_LISTING_TIERS),
  /** '£24' a month, excluding VAT, as quoted when the request was made. */
  monthlyPrice: z.string(),
  message: z.string(),
});
export type SubscriptionRequested = z.infer<typeof subscriptionRequestedSchema>;
