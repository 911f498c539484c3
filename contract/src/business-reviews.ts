import { z } from 'zod';
import { leadReferenceParams } from './business-leads.ts';
import { requiredText } from './common.ts';
import { queryInt } from './site.ts';

/** Most reviews one page of the business's review list holds. */
export const BUSINESS_REVIEWS_MAX_PAGE_SIZE = 50;

/** `GET /api/business/reviews?page=&pageSize=` (pageSize 1 to 50, default 20). */
export const businessReviewsQuerySchema = z.object({
  page: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, BUSINESS_REVIEWS_MAX_PAGE_SIZE, 20),
});

/** One review of the business's specialist, whatever its moderation status. */
export const businessReviewSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  rating: z.number().int(),
  reviewText: z.string(),
  /** Only published reviews (and their replies) appear on the public profile. */
  status: z.enum(['pending', 'published', 'rejected']),
  verified: z.boolean(),
  createdAt: z.string(),
  businessReply: z.string().nullable(),
  businessRepliedAt: z.string().nullable(),
});
export type BusinessReview = z.infer<typeof businessReviewSchema>;

export const businessReviewsPageSchema = z.object({
  reviews: z.array(businessReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BusinessReviewsPage = z.infer<typeof businessReviewsPageSchema>;

export const businessReviewParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'Not a review id')
    .transform(Number),
});

/** `PUT /api/business/reviews/{id}/reply`: the public reply, replacing any earlier one. */
export const reviewReplyRequestSchema = z.object({ reply: requiredText(1500) });
export type ReviewReplyRequest = z.infer<typeof reviewReplyRequestSchema>;

/** `POST /api/business/review-requests`: e-mail a one-time review link to a lead's customer. */
export const reviewRequestSchema = z.object({
  enquiryId: leadReferenceParams.shape.reference,
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reviewRequestSentSchema = z.object({
  enquiryId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** ISO 8601: the link works until then, once. */
  expiresAt: z.string(),
});
export type ReviewRequestSent = z.infer<typeof reviewRequestSentSchema>;
