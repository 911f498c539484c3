import { z } from 'zod';
import {
  chatbotSourceSchema,
  chatServiceSlugSchema,
  optionalEmail,
  optionalText,
  pageTypeSchema,
  requiredText,
} from './common.ts';
import { phoneInE164 } from './phone.ts';

/** Where on the site (or a host site) the chat ran (docs/product/entities.md#page-context). */
export const pageContextSchema = z.object({
  path: optionalText(500),
  pageType: pageTypeSchema,
  chatbotSource: chatbotSourceSchema,
  serviceSlug: optionalText(80).optional(),
  serviceName: optionalText(120).optional(),
  citySlug: optionalText(120).optional(),
  cityName: optionalText(120).optional(),
  specialistSlug: optionalText(160).optional(),
});
export type PageContext = z.infer<typeof pageContextSchema>;

/**
 * A phone number of any country (without a country code, a UK one), or the empty string the chat
 * sends when none was given. The API stores it in E.164 (`phoneInE164`).
 */
export const optionalPhone = optionalText(40).refine(
  (text) => text === '' || phoneInE164(text) !== null,
  'A phone number, such as 0161 496 0000 or +33 1 23 45 67 89',
);

/** Enquiry built by the Flo chat (docs/product/entities.md#enquiry-from-chat). */
export const chatEnquirySchema = z
  .object({
    flooringType: requiredText(120),
    location: requiredText(120),
    customerName: requiredText(120),
    customerEmail: optionalEmail,
    customerPhone: optionalPhone,
    budgetRange: requiredText(80),
    urgency: requiredText(80),
    projectDetails: optionalText(5000),
    chatbotSource: chatbotSourceSchema,
    pageContext: pageContextSchema,
    selectedServiceSlug: chatServiceSlugSchema.optional(),
    selectedServiceName: optionalText(120).optional(),
    intent: optionalText(80).optional(),
    consultationPreference: z.enum(['consultation', 'talk-further']).optional(),
    postcode: optionalText(10).optional(),
    specialistId: z.number().int().positive().optional(),
    /**
     * The firms the visitor kept of those `POST /api/enquiries/matches` showed; the API sends
     * only to those that are still matches for this job.
     */
    specialistIds: z.array(z.number().int().positive()).min(1).max(3).optional(),
  })
  // Either contact will do; with neither nobody could answer the enquiry. The error names the
  // phone, so a chat that somehow sent neither asks for a number again (reask_phone).
  .refine((enquiry) => enquiry.customerEmail !== '' || enquiry.customerPhone !== '', {
    message: 'Give an e-mail address or a phone number',
    path: ['customerPhone'],
  });
export type ChatEnquiry = z.infer<typeof chatEnquirySchema>;

/** Enquiry from the one-box form (docs/product/entities.md#simple-form-enquiry). */
export const simpleEnquirySchema = z.object({
  customerMessage: requiredText(5000),
  serviceType: requiredText(120).default('General Enquiry'),
  /**
   * The form may be used before a city is known; stored as 'Not specified'
   * (docs/product/validation.md#defaults-for-missing-values).
   */
  location: optionalText(120).default(''),
  specialistId: z.number().int().positive().nullable().default(null),
  source: z.literal('stable_chat_input'),
});
export type SimpleEnquiry = z.infer<typeof simpleEnquirySchema>;

/** Answer of `POST /api/enquiries`: 201, also when an idempotent retry replays the first answer. */
export const enquiryCreatedSchema = z.object({
  id: z.string(),
  status: z.enum(['received', 'matched']),
  matchedSpecialists: z.number().int().min(0),
  message: z.string(),
});
export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;

export { IDEMPOTENCY_HEADER } from './constants.ts';
/** Set to `true` on an answer replayed for a retried `Idempotency-Key` (same status and body). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
