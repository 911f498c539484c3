import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { MAX_SERVICE_RADIUS_MILES } from './coverage.ts';
import { isUkPhoneNumber } from './phone.ts';

/** Most towns or districts a listing may name besides its own city. */
export const MAX_PROFILE_AREAS = 20;

/**
 * A UK phone number as people write it ('0161 496 0000', '+44 161 496 0000'), by the same rule
 * as the chat enquiry's (`isUkPhoneNumber`), stored in the national format.
 */
export const ukPhoneSchema = z
  .string()
  .trim()
  .max(30)
  .refine(isUkPhoneNumber, { message: 'Enter a UK phone number, for example 0161 496 0000' })
  .transform((phone) => parsePhoneNumberFromString(phone, 'GB')?.formatNational() ?? phone);

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
    /** How far from its city the business travels; null to say nothing. */
    serviceRadiusMiles: z
      .number()
      .int('Whole miles')
      .min(1, 'At least 1 mile')
      .max(MAX_SERVICE_RADIUS_MILES, `At most ${MAX_SERVICE_RADIUS_MILES} miles`)
      .nullable(),
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
  serviceRadiusMiles: z.number().int().nullable(),
  /** Every service a listing may offer. */
  serviceChoices: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;
