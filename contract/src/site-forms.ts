import { z } from 'zod';
import { optionalText, requiredText, serviceSlugSchema } from './common.ts';
import { JOB_BUDGET_RANGES, JOB_URGENCIES } from './constants.ts';
import { optionalPhone } from './enquiries.ts';

/**
 * The public site's forms: contact, post-a-job, review and quote acceptance
 * (docs/product/routes.md#public-routes, docs/product/roles.md#visitor). The read side of the
 * site (search, places, reviews, articles) is in site.ts.
 */

/** `POST /api/contact`. */
export const contactMessageSchema = z.object({
  name: requiredText(120),
  email: z.email().max(254),
  subject: optionalText(200).optional(),
  message: requiredText(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactReceivedSchema = z.object({ id: z.number().int(), message: z.string() });

/**
 * `POST /api/jobs` (post a job). Give `city` or `postcode` (or both); it becomes an enquiry,
 * matched like one. Honours `Idempotency-Key`; answers the enquiry answer of `POST /api/enquiries`.
 */
export const jobPostSchema = z
  .object({
    service: serviceSlugSchema,
    city: optionalText(120).optional(),
    postcode: optionalText(10).optional(),
    title: requiredText(120),
    description: z.string().trim().min(20, 'At least 20 characters').max(5000),
    budgetRange: z.enum(JOB_BUDGET_RANGES),
    urgency: z.enum(JOB_URGENCIES),
    name: requiredText(120),
    email: z.email().max(254),
    /** Any country's number, stored in E.164 like the chat's (`optionalPhone`). */
    phone: optionalPhone.optional(),
    preferredContact: z.enum(['email', 'phone', 'either']).default('either'),
  })
  .refine((job) => Boolean(job.city || job.postcode), {
    message: 'Give a city or a postcode',
    path: ['city'],
  })
  .refine((job) => job.preferredContact !== 'phone' || Boolean(job.phone), {
    message: 'Give a phone number to be contacted by phone',
    path: ['phone'],
  });
export type JobPost = z.input<typeof jobPostSchema>;

/** `GET /api/review-invites/{specialistId}/{token}`. An unknown token answers 404. */
export const reviewInviteSchema = z.object({
  valid: z.boolean(),
  reason: z.enum(['ok', 'used', 'expired']),
  specialistId: z.number().int(),
  specialistName: z.string(),
  specialistSlug: z.string(),
  customerName: z.string(),
});
export type ReviewInvite = z.infer<typeof reviewInviteSchema>;

/** `POST /api/reviews`: verified and published with a valid invite token, else held for moderation. */
export const reviewSubmissionSchema = z.object({
  specialistId: z.number().int().positive(),
  token: z.string().min(16).max(128).optional(),
  customerName: requiredText(120),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string().trim().min(20, 'At least 20 characters').max(2000),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;
export const reviewSubmittedSchema = z.object({
  id: z.number().int(),
  status: z.enum(['published', 'pending']),
  verified: z.boolean(),
  message: z.string(),
});

/** `GET /api/quotes/{quoteId}?token=`: only with the token from the e-mailed link. */
export const quoteSchema = z.object({
  id: z.string(),
  specialistName: z.string(),
  specialistSlug: z.string(),
  amountPence: z.number().int(),
  /** '£1,234.50' */
  amount: z.string(),
  description: z.string(),
  items: z.array(
    z.object({ description: z.string(), amountPence: z.number().int(), amount: z.string() }),
  ),
  validUntil: z.string(),
  status: z.enum(['pending', 'accepted', 'declined', 'expired']),
  acceptedAt: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteTokenQuerySchema = z.object({ token: z.string().min(16).max(128) });
export const quoteAcceptSchema = quoteTokenQuerySchema;
