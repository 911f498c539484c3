import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

/** Most towns or districts a listing may name besides its own city. */
export const MAX_PROFILE_AREAS = 20;

/** The UK and the Crown Dependencies share the +44 numbering plan. */
const UK_NUMBERING = new Set(['GB', 'GG', 'JE', 'IM']);

/**
 * A UK landline or mobile as people write it ('0161 496 0000', '+44 161 496 0000'), checked
 * against the numbering plan (libphonenumber-js) and stored in the national format.
 */
export const ukPhoneSchema = z
  .string()
  .trim()
  .max(30)
  .transform((phone, ctx) => {
    const number = parsePhoneNumberFromString(phone, 'GB');
    if (number?.isValid() && UK_NUMBERING.has(number.country ?? '')) {
      return number.formatNational();
    }
    ctx.addIssue({ code: 'custom', message: 'Enter a UK phone number, for example 0161 496 0000' });
    return z.NEVER;
  });

/** An http(s) address, or the empty string to remove the website. */
export const websiteSchema = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, message: 'Enter a web address starting with https://' }).max(300),
]);

/**
 * `PATCH /api/business/profile`: any of the fields; those left out stay as they are.
 * `services` are service slugs (from `GET /api/business/profile`'s `serviceChoices`).
 */
export const businessProfileUpdateSchema = z
  .object({
    description: z.string().trim().min(20, 'At least 20 characters').max(2000),
    services: z
      .array(z.string().max(40))
      .min(1, 'Choose at least one service')
      .max(10)
      .refine((slugs) => new Set(slugs).size === slugs.length, 'A service is listed twice'),
    email: z.email().max(254),
    phone: ukPhoneSchema,
    website: websiteSchema,
    areas: z
      .array(z.string().trim().min(2, 'At least 2 characters').max(60))
      .max(MAX_PROFILE_AREAS),
  })
  .partial();
export type BusinessProfileUpdate = z.input<typeof businessProfileUpdateSchema>;

/** `GET /api/business/profile` (and the answer to a PATCH): what the public profile shows. */
export const businessProfileSchema = z.object({
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  description: z.string(),
  /** Slugs of the services offered, in the order shown. */
  services: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  areas: z.array(z.string()),
  /** Every service a listing may offer. */
  serviceChoices: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;
