import { z } from 'zod';
import { pagedListOf } from './admin-lists.ts';
import { adminPageQuery, adminReviewSchema, REVIEW_STATUSES } from './admin-moderation.ts';
import { requiredText } from './common.ts';

/*
 * Admin › Reviews: the moderation queue's search and filters, and decisions on many reviews at
 * once. The filters change which reviews an operator sees in the console, never which reviews
 * the public sees: public lists are neither filtered nor ordered by rating (ADR 040).
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

export const REVIEW_QUEUE_ORDERS = ['oldest', 'newest'] as const;
export type ReviewQueueOrder = (typeof REVIEW_QUEUE_ORDERS)[number];

/**
 * `GET /api/admin/reviews`: reviews in a status (pending by default), oldest first unless
 * `order=newest`. `q` finds words in the review, its author or the listing's name; `specialist`
 * is a listing's id or slug; `olderThanDays` keeps reviews sent at least that many days ago;
 * `from`/`to` are days (UTC, both included).
 */
export const adminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  q: z.string().trim().max(100).optional(),
  specialist: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,160}$/, 'A listing id or slug')
    .optional(),
  rating: z.enum(['1', '2', '3', '4', '5']).transform(Number).optional(),
  verified: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  olderThanDays: z
    .string()
    .regex(/^\d{1,4}$/, 'A whole number of days')
    .transform(Number)
    .optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  order: z.enum(REVIEW_QUEUE_ORDERS).default('oldest'),
  ...adminPageQuery,
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

export const adminReviewsPageSchema = pagedListOf(adminReviewSchema);
export type AdminReviewsPage = z.infer<typeof adminReviewsPageSchema>;

/** Most reviews one bulk decision may name. */
export const REVIEW_BULK_LIMIT = 200;

const reviewIds = z
  .array(z.number().int().positive())
  .min(1, 'Choose at least one review')
  .max(REVIEW_BULK_LIMIT, `At most ${REVIEW_BULK_LIMIT} reviews at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each review once');

/**
 * `POST /api/admin/reviews/bulk-decision`: publish the chosen reviews, or reject them all with
 * one reason. Only the ids sent are touched, in one transaction.
 */
export const reviewBulkDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish'), ids: reviewIds }),
  z.object({ action: z.literal('reject'), ids: reviewIds, reason: requiredText(500) }),
]);
export type ReviewBulkDecision = z.infer<typeof reviewBulkDecisionSchema>;

/**
 * What happened to each review: `published` or `rejected` (changed now), `unchanged` (it had
 * that status already), `not_found` (no review has the id).
 */
export const REVIEW_BULK_OUTCOMES = ['published', 'rejected', 'unchanged', 'not_found'] as const;

export const reviewBulkResultSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), outcome: z.enum(REVIEW_BULK_OUTCOMES) })),
  changed: z.number().int(),
});
export type ReviewBulkResult = z.infer<typeof reviewBulkResultSchema>;
