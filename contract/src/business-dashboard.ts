import { z } from 'zod';
import { CUSTOMER_REQUESTS } from './rules/customer-request.ts';
import { queryInt } from './site.ts';

/** Most enquiries one page of the business dashboard holds. */
export const BUSINESS_ENQUIRIES_MAX_PAGE_SIZE = 50;

/** `POST /api/business/setup-link`: e-mails a password-setup link if the address has an account. */
export const setupLinkRequestSchema = z.object({ email: z.email().max(254) });
export type SetupLinkRequest = z.infer<typeof setupLinkRequestSchema>;

/**
 * 202 whether or not the address belongs to a business, so the answer never tells anyone
 * which addresses have accounts (docs/decisions/004-business-setup-link.md).
 */
export const setupLinkAcceptedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SetupLinkAccepted = z.infer<typeof setupLinkAcceptedSchema>;

/** Where a specialist has got to with one lead, in the order a lead usually moves. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const leadStatusSchema = z.enum(LEAD_STATUSES);

/**
 * `GET /api/business/enquiries?page=&pageSize=&status=` (pageSize 1 to 50, default 20; status
 * one of the lead statuses, or absent for every lead).
 */
export const businessEnquiriesQuerySchema = z.object({
  page: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, BUSINESS_ENQUIRIES_MAX_PAGE_SIZE, 20),
  status: leadStatusSchema.optional(),
});
export type BusinessEnquiriesQuery = z.input<typeof businessEnquiriesQuerySchema>;

/** One enquiry as the fitter who received it sees it: what the job is and how to reach the customer. */
export const businessEnquirySchema = z.object({
  /** The enquiry's public reference (`enq_…`), as in the lead e-mail. */
  reference: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  customerName: z.string(),
  /** Empty when the customer gave none; every enquiry has at least one of the two. */
  customerEmail: z.string(),
  /** E.164 ('+441614960000') for enquiries from the chat; empty when the customer gave none. */
  customerPhone: z.string(),
  /** The flooring the customer asked about ('Laminate Flooring'). */
  service: z.string(),
  /** The place as the visitor gave it (ADR 025). */
  location: z.string(),
  /** The city whose specialists it went to, or the nearest served one; null when unplaced. */
  nearestCity: z.string().nullable(),
  /** Whole miles from the visitor's place to `nearestCity`. */
  nearestCityMiles: z.number().int().nullable(),
  postcode: z.string().nullable(),
  budgetRange: z.string(),
  urgency: z.string(),
  /** What the customer asked for in the chat (CUSTOMER_REQUEST_LABELS); null from other forms. */
  request: z.enum(CUSTOMER_REQUESTS).nullable(),
  projectDetails: z.string(),
  /** Free text from the one-box form, when that is how the customer wrote. */
  message: z.string().nullable(),
  /** This specialist's own progress with the lead (another matched specialist has its own). */
  status: leadStatusSchema,
  /** ISO 8601 of the first reply or quote sent through Flo; null until then. */
  firstResponseAt: z.string().nullable(),
  /** ISO 8601 once the customer closed the enquiry from their "Your enquiry" page. */
  closedAt: z.string().nullable(),
});
export type BusinessEnquiry = z.infer<typeof businessEnquirySchema>;

export const businessEnquiriesPageSchema = z.object({
  enquiries: z.array(businessEnquirySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BusinessEnquiriesPage = z.infer<typeof businessEnquiriesPageSchema>;
