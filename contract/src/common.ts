import { z } from 'zod';

import { CHATBOT_SOURCES, PAGE_TYPES, SERVICE_SLUGS } from './constants.ts';

export const serviceSlugSchema = z.enum(SERVICE_SLUGS);
export const chatServiceSlugSchema = z.enum([...SERVICE_SLUGS, 'other']);

export const chatbotSourceSchema = z.enum(CHATBOT_SOURCES);
export type ChatbotSource = z.infer<typeof chatbotSourceSchema>;

export const pageTypeSchema = z.enum(PAGE_TYPES);
export type PageType = z.infer<typeof pageTypeSchema>;

/** Trimmed text that must not be blank, bounded so nobody can store a novel in a name field. */
export const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);
export const optionalText = (max: number) => z.string().trim().max(max);

/** An e-mail address, or the empty string the chat sends when none was given. */
export const optionalEmail = z.union([z.literal(''), z.email().max(254)]);

/** Every failure of the API has this shape (docs/product/errors.md#api-error-shape). */
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
