import { z } from 'zod';
import { businessEnquirySchema, leadStatusSchema } from './business-dashboard.ts';
import { requiredText } from './common.ts';

/** The enquiry's public reference (`enq_` + 16 base64url characters) in a business URL. */
export const leadReferenceParams = z.object({
  reference: z.string().regex(/^enq_[A-Za-z0-9_-]{16}$/, 'Not an enquiry reference'),
});

/** A reply the specialist e-mailed to the customer through Flo. */
export const leadReplySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type LeadReply = z.infer<typeof leadReplySchema>;

/** A quote this specialist sent for the lead, and whether the customer accepted it. */
export const leadQuoteSchema = z.object({
  id: z.string(),
  amountPence: z.number().int(),
  /** '£1,234.50'. */
  amount: z.string(),
  description: z.string(),
  status: z.enum(['pending', 'accepted', 'declined', 'expired']),
  validUntil: z.string(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadQuote = z.infer<typeof leadQuoteSchema>;

/** `GET /api/business/enquiries/{reference}`: the lead with this specialist's replies and quotes. */
export const businessLeadDetailSchema = businessEnquirySchema.extend({
  statusUpdatedAt: z.string().nullable(),
  replies: z.array(leadReplySchema),
  quotes: z.array(leadQuoteSchema),
  /** True once a review link was sent to the customer for this lead. */
  reviewRequested: z.boolean(),
});
export type BusinessLeadDetail = z.infer<typeof businessLeadDetailSchema>;

/** `PATCH /api/business/enquiries/{reference}`. */
export const leadStatusUpdateSchema = z.object({ status: leadStatusSchema });
export type LeadStatusUpdate = z.infer<typeof leadStatusUpdateSchema>;

/** `POST /api/business/enquiries/{reference}/replies`: e-mailed to the customer as plain text. */
export const leadReplyRequestSchema = z.object({ message: requiredText(5000) });
export type LeadReplyRequest = z.infer<typeof leadReplyRequestSchema>;

/** Largest single quote accepted: £1,000,000, far beyond any flooring job. */
export const MAX_QUOTE_PENCE = 100_000_000;

const PRICE_HINT = 'Enter the price in pounds, for example 1250 or 1250.50';

/** '£1,250.50' as typed into a form → 1250.5; anything else is left for the number check. */
function poundsFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const plain = value.replace(/[£,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : value;
}

/**
 * `POST /api/business/enquiries/{reference}/quotes`: the price either in pence (`amountPence`)
 * or in pounds (`amount`, a number or text such as '£1,250.50', up to two decimal places), not
 * both.
 */
export const leadQuoteRequestSchema = z
  .object({
    amountPence: z.number().int().min(1).max(MAX_QUOTE_PENCE).optional(),
    amount: z
      .preprocess(
        poundsFromText,
        z
          .number({ error: PRICE_HINT })
          .positive(PRICE_HINT)
          .max(MAX_QUOTE_PENCE / 100, 'At most £1,000,000')
          .refine((pounds) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6, {
            message: 'At most two decimal places',
          }),
      )
      .optional(),
    description: requiredText(2000),
    /** How long the customer may accept it; 30 days unless said otherwise. */
    validDays: z.number().int().min(1).max(180).default(30),
  })
  .refine((quote) => (quote.amount === undefined) !== (quote.amountPence === undefined), {
    message: 'Give the price as amount (pounds) or amountPence, not both',
    path: ['amount'],
  });
export type LeadQuoteRequest = z.input<typeof leadQuoteRequestSchema>;
