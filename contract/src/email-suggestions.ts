import { z } from 'zod';

/** `POST /api/email-suggestions`: the address as the visitor typed it. */
export const emailSuggestionRequestSchema = z.object({ email: z.string().trim().max(254) });
export type EmailSuggestionRequest = z.infer<typeof emailSuggestionRequestSchema>;

/** The address the visitor probably meant ('joe@gmail.com' for 'joe@gmial.com'), or null. */
export const emailSuggestionSchema = z.object({ suggestion: z.email().nullable() });
export type EmailSuggestion = z.infer<typeof emailSuggestionSchema>;
