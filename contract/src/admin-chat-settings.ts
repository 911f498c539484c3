import { z } from 'zod';
import { PAGE_TYPES } from './constants.ts';

/** An origin a site embeds Flo from: scheme, host and optional port, nothing after. */
const originSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i, 'An origin such as https://example.co.uk');

/** Everything an admin sets for Flo (`GET`/`PUT /api/admin/chat-settings`). */
export const adminChatSettingsSchema = z.object({
  enabled: z.boolean(),
  pageSettings: z.object(
    Object.fromEntries(PAGE_TYPES.map((type) => [type, z.object({ enabled: z.boolean() })])) as {
      [K in (typeof PAGE_TYPES)[number]]: z.ZodObject<{ enabled: z.ZodBoolean }>;
    },
  ),
  /** Sites allowed to call the widget endpoints; empty allows any. */
  allowedOrigins: z.array(originSchema).max(50),
  /** The public contact address Flo points to when a submission fails. */
  contactEmail: z.email().max(254),
  accentColour: z.string().regex(/^#[0-9a-f]{6}$/i, 'A colour such as #0f766e'),
  greeting: z.string().trim().max(300).nullable(),
  /** The split test's second greeting (ADR 042); null stops the test. */
  greetingB: z.string().trim().max(300).nullable(),
});
export type AdminChatSettings = z.infer<typeof adminChatSettingsSchema>;
