import { z } from 'zod';
import { listSortShape, pagedListOf } from './admin-lists.ts';
import { SERVICE_SLUGS } from './constants.ts';
import { queryInt } from './site.ts';

/* Admin › Enquiries: every enquiry, filtered, routed by hand and exported. */

export const ENQUIRY_STATUSES = ['new', 'matched', 'contacted', 'closed'] as const;
/** At most this many rows in one CSV export; narrow the filters for more. */
export const ENQUIRY_EXPORT_LIMIT = 10_000;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/** Columns the enquiry list sorts by: when it came in, or its status (then when). */
export const ENQUIRY_SORTS = ['received', 'status'] as const;

/** `GET /api/admin/enquiries` and `GET /api/admin/enquiries.csv`: the same filters and order. */
export const adminEnquiriesQuerySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  /** A city slug: enquiries routed to specialists there, or whose location names it. */
  city: z.string().trim().max(120).optional(),
  service: z.enum(SERVICE_SLUGS).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  ...listSortShape(ENQUIRY_SORTS, 'received', 'desc'),
  page: queryInt(1, 10_000, 1),
});
export type AdminEnquiriesQuery = z.infer<typeof adminEnquiriesQuerySchema>;

export const adminEnquiryRowSchema = z.object({
  reference: z.string(),
  createdAt: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  kind: z.string(),
  customerName: z.string(),
  /** The place as the visitor gave it (ADR 025). */
  location: z.string(),
  /** The city whose specialists it went to, or the nearest served one; null when unplaced. */
  nearestCity: z.string().nullable(),
  /** Whole miles from the visitor's place to `nearestCity`. */
  nearestCityMiles: z.number().int().nullable(),
  flooringType: z.string(),
  recipients: z.number().int(),
});
export type AdminEnquiryRow = z.infer<typeof adminEnquiryRowSchema>;
export const adminEnquiriesPageSchema = pagedListOf(adminEnquiryRowSchema);
export type AdminEnquiriesPage = z.infer<typeof adminEnquiriesPageSchema>;

export const adminEnquiryDetailSchema = adminEnquiryRowSchema.extend({
  customerEmail: z.string(),
  customerPhone: z.string(),
  postcode: z.string().nullable(),
  budgetRange: z.string(),
  urgency: z.string(),
  projectDetails: z.string(),
  customerMessage: z.string().nullable(),
  chatbotSource: z.string(),
  recipientsDetail: z.array(
    z.object({
      specialistId: z.number().int(),
      name: z.string(),
      slug: z.string(),
      status: z.string(),
    }),
  ),
  mails: z.array(
    z.object({ kind: z.string(), to: z.string(), status: z.string(), createdAt: z.string() }),
  ),
});
export type AdminEnquiryDetail = z.infer<typeof adminEnquiryDetailSchema>;

/** `PATCH /api/admin/enquiries/{reference}`. */
export const adminEnquiryStatusSchema = z.object({ status: z.enum(ENQUIRY_STATUSES) });

/** Most enquiries one bulk status change may name. */
export const ENQUIRY_BULK_LIMIT = 200;

/** `POST /api/admin/enquiries/bulk-status`: give the chosen enquiries one status, in one go. */
export const adminEnquiryBulkStatusSchema = z.object({
  references: z
    .array(z.string().regex(/^enq_[\w-]{1,64}$/, 'An enquiry reference such as enq_…'))
    .min(1, 'Choose at least one enquiry')
    .max(ENQUIRY_BULK_LIMIT, `At most ${ENQUIRY_BULK_LIMIT} enquiries at once`)
    .refine((refs) => new Set(refs).size === refs.length, 'Each enquiry once'),
  status: z.enum(ENQUIRY_STATUSES),
});
export type AdminEnquiryBulkStatus = z.infer<typeof adminEnquiryBulkStatusSchema>;

/** Each enquiry's outcome: `changed`, `unchanged` (it had that status) or `not_found`. */
export const adminEnquiryBulkResultSchema = z.object({
  results: z.array(
    z.object({ reference: z.string(), outcome: z.enum(['changed', 'unchanged', 'not_found']) }),
  ),
  changed: z.number().int(),
});
export type AdminEnquiryBulkResult = z.infer<typeof adminEnquiryBulkResultSchema>;

/** `PUT /api/admin/enquiries/{reference}/recipients`: the specialists who should have it. */
export const adminReassignSchema = z.object({
  specialistIds: z.array(z.number().int().positive()).min(1).max(3),
});

/** Any stored reference: new ones are `enq_` + 16 characters, seeded ones such as `enq_demo-oak-floor-job` longer. */
export const enquiryReferenceParams = z.object({
  reference: z.string().regex(/^enq_[\w-]{1,64}$/, 'An enquiry reference such as enq_…'),
});
