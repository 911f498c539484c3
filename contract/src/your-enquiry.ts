import { z } from 'zod';
import { responseFiguresSchema } from './business-stats.ts';
import { chatServiceSlugSchema, optionalText, requiredText } from './common.ts';
import { specialistSchema } from './directory.ts';
import { pageContextSchema } from './enquiries.ts';
import { quoteSchema } from './site-forms.ts';

/**
 * `POST /api/enquiries/matches`: what the chat knows of the job before sending it, the fields
 * matching reads (no contact details): the firms `POST /api/enquiries` would send it to.
 */
export const matchPreviewRequestSchema = z.object({
  flooringType: requiredText(120),
  location: requiredText(120),
  postcode: optionalText(10).optional(),
  selectedServiceSlug: chatServiceSlugSchema.optional(),
  pageContext: pageContextSchema,
});
export type MatchPreviewRequest = z.infer<typeof matchPreviewRequestSchema>;

/** A firm the enquiry would go to: its card, and its response figures when published. */
export const matchedFirmSchema = specialistSchema.extend({
  /** As on the profile: null below 5 settled leads (no claim is made). */
  responseFigures: responseFiguresSchema.nullable(),
});
export type MatchedFirm = z.infer<typeof matchedFirmSchema>;

/** Answer of `POST /api/enquiries/matches`: up to 3 firms in the order matching picks them. */
export const matchPreviewSchema = z.object({ specialists: z.array(matchedFirmSchema) });
export type MatchPreview = z.infer<typeof matchPreviewSchema>;

/** The token of the private "Your enquiry" link, as a query string or a JSON body. */
export const yourEnquiryTokenSchema = z.object({ token: z.string().min(16).max(128) });

/** One firm that received the enquiry, with what it sent back. */
export const yourEnquiryFirmSchema = z.object({
  name: z.string(),
  slug: z.string(),
  averageRating: z.string().nullable(),
  reviewCount: z.number().int(),
  responseFigures: responseFiguresSchema.nullable(),
  /** The firm's e-mailed replies, oldest first. */
  replies: z.array(z.object({ message: z.string(), createdAt: z.string() })),
  /** Its quotes, newest first; a pending one can be accepted from the page. */
  quotes: z.array(quoteSchema),
});
export type YourEnquiryFirm = z.infer<typeof yourEnquiryFirmSchema>;

/** `GET /api/your-enquiry/{reference}?token=`: the visitor's own view of an enquiry. */
export const yourEnquirySchema = z.object({
  reference: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  service: z.string(),
  location: z.string(),
  /** ISO 8601 once the visitor closed it; the firms then see it closed. */
  closedAt: z.string().nullable(),
  firms: z.array(yourEnquiryFirmSchema),
});
export type YourEnquiry = z.infer<typeof yourEnquirySchema>;

/** `/your-enquiry/{reference}/{token}`: the page the confirmation mail links to. */
export function yourEnquiryPath(reference: string, rawToken: string): string {
  return `/your-enquiry/${reference}/${encodeURIComponent(rawToken)}`;
}
