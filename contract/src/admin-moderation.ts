import { z } from 'zod';
import { pagedListOf } from './admin-lists.ts';
import { requiredText } from './common.ts';
import { queryInt } from './site.ts';

/* The admin console's moderation queues: reviews and listing claims. */

export const ADMIN_QUEUE_MAX_PAGE_SIZE = 50;

export const adminPageQuery = {
  page: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, ADMIN_QUEUE_MAX_PAGE_SIZE, 20),
};

const listingRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  specialist: listingRef,
  customerName: z.string(),
  rating: z.number().int(),
  reviewText: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Left through a one-time link sent for a real enquiry. */
  verified: z.boolean(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** `POST /api/admin/reviews/{id}/decision`: publish, or reject with the reason kept on record. */
export const reviewDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({ action: z.literal('reject'), reason: requiredText(500) }),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** `GET /api/admin/claims?status=pending&page=1` (pending by default, oldest first). */
export const adminClaimsQuerySchema = z.object({
  status: z.enum(CLAIM_STATUSES).default('pending'),
  ...adminPageQuery,
});

export const adminClaimSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  specialist: listingRef.extend({ claimed: z.boolean() }),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  /** The address the claimant asked leads to go to; null: `email`. */
  leadEmail: z.string().nullable(),
  phone: z.string(),
  proof: z.string(),
  tier: z.enum(['free', 'standard', 'featured']),
  status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;
export const adminClaimsPageSchema = pagedListOf(adminClaimSchema);
export type AdminClaimsPage = z.infer<typeof adminClaimsPageSchema>;

/**
 * `POST /api/admin/claims/{id}/decision`: approve (creates the business login and e-mails its
 * one-time setup link) or reject with a reason the claimant is told.
 */
export const claimDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('reject'), reason: requiredText(1000) }),
]);
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'A number')
    .transform(Number),
});

/** `GET /api/admin/settings`: each setting's effective value and whether an admin set it. */
export const operatorSettingsSchema = z.object({
  operatorEmail: z.object({
    value: z.string(),
    fromEnvironment: z.string(),
    overridden: z.boolean(),
  }),
  mailFrom: z.object({ value: z.string(), fromEnvironment: z.string(), overridden: z.boolean() }),
});
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;

/** A mail sender as clients show it: 'Flo <hello@flo.example>' or a bare address. */
export const MAIL_SENDER_PATTERN =
  /^(?:[^<>\p{Cc}]{0,100}<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/u;

/** `PUT /api/admin/settings`: null (or '') goes back to the environment's value. */
export const operatorSettingsUpdateSchema = z.object({
  operatorEmail: z.union([z.literal(''), z.email().max(254)]).nullable(),
  mailFrom: z
    .string()
    .trim()
    .max(200)
    .refine(
      (v) =>
        v === '' || /^(?:[^<>\p{Cc}]{0,100}<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/u.test(v),
      'An address, optionally with a name: Flo <hello@flo.example>',
    )
    .nullable(),
});
export type OperatorSettingsUpdate = z.infer<typeof operatorSettingsUpdateSchema>;
