import { z } from 'zod';
import { requiredText } from './common.ts';
import { SERVICE_SLUGS } from './constants.ts';

/* Admin › Locations (cities and their postcode areas) and Location pages (intro and SEO text). */

const postcodeArea = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,2}$/, 'One or two letters, such as M or LS');

/** `POST /api/admin/cities` and `PATCH /api/admin/cities/{id}`. */
export const adminCityInputSchema = z.object({
  name: requiredText(80),
  region: requiredText(80),
  postcodeAreas: z.array(postcodeArea).min(1, 'At least one postcode area').max(20),
});
export type AdminCityInput = z.infer<typeof adminCityInputSchema>;

export const adminCitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  region: z.string(),
  postcodeAreas: z.array(z.string()),
  specialistCount: z.number().int(),
});
export type AdminCity = z.infer<typeof adminCitySchema>;
export const adminCitiesSchema = z.object({ cities: z.array(adminCitySchema) });
export type AdminCities = z.infer<typeof adminCitiesSchema>;

/** `PUT /api/admin/location-pages`: the text of a city page, or of a city + service page. */
export const adminLocationPageInputSchema = z.object({
  citySlug: z.string().min(1).max(120),
  serviceSlug: z.enum(SERVICE_SLUGS).nullable(),
  intro: requiredText(2000),
  seoTitle: requiredText(70),
  seoDescription: requiredText(170),
});
export type AdminLocationPageInput = z.infer<typeof adminLocationPageInputSchema>;

export const adminLocationPageSchema = adminLocationPageInputSchema.extend({
  id: z.number().int(),
  serviceSlug: z.string().nullable(),
  cityName: z.string(),
  updatedAt: z.string(),
});
export type AdminLocationPage = z.infer<typeof adminLocationPageSchema>;
export const adminLocationPagesSchema = z.object({ pages: z.array(adminLocationPageSchema) });
export type AdminLocationPages = z.infer<typeof adminLocationPagesSchema>;
