import { z } from 'zod';

/** The six flooring services of the directory, plus the chat's catch-all `other`. */
export const SERVICE_SLUGS = [
  'carpet',
  'hardwood',
  'laminate',
  'vinyl',
  'tile',
  'engineered-wood',
] as const;
export const serviceSlugSchema = z.enum(SERVICE_SLUGS);
export type ServiceSlug = z.infer<typeof serviceSlugSchema>;
export const chatServiceSlugSchema = z.enum([...SERVICE_SLUGS, 'other']);
export type ChatServiceSlug = z.infer<typeof chatServiceSlugSchema>;

export const SERVICE_NAMES: Record<ChatServiceSlug, string> = {
  carpet: 'Carpet Installation',
  hardwood: 'Hardwood Flooring',
  laminate: 'Laminate Flooring',
  vinyl: 'Vinyl & LVT Flooring',
  tile: 'Tile Installation',
  'engineered-wood': 'Engineered Wood',
  other: 'Other',
};

export const CHATBOT_SOURCES = [
  'homepage_chatbot',
  'service_page_chatbot',
  'location_page_chatbot',
  'location_service_page_chatbot',
  'specialist_page_chatbot',
  'general_page_chatbot',
  'unknown_chatbot',
] as const;
export const chatbotSourceSchema = z.enum(CHATBOT_SOURCES);
export type ChatbotSource = z.infer<typeof chatbotSourceSchema>;

export const PAGE_TYPES = ['home', 'services', 'specialists', 'specialist_profile'] as const;
export const pageTypeSchema = z.enum(PAGE_TYPES);
export type PageType = z.infer<typeof pageTypeSchema>;

/** Trimmed text that must not be blank, bounded so nobody can store a novel in a name field. */
export const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);
export const optionalText = (max: number) => z.string().trim().max(max);

/** An e-mail address, or the empty string the chat sends when none was given. */
export const optionalEmail = z.union([z.literal(''), z.email().max(254)]);

/** Every failure of the API has this shape (DESIGN.md 'Errors and bad input'). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const slugParam = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/, 'Lower-case letters, digits and hyphens only');
