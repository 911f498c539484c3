import { z } from 'zod';

/** Most cities one answer of `GET /api/services/{slug}/cities` holds. */
export const SERVICE_CITIES_MAX_LIMIT = 100;

/** `GET /api/services/{slug}/cities?limit=` query: 1 to 100 cities, 12 unless given. */
export const serviceCitiesQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'A whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(SERVICE_CITIES_MAX_LIMIT))
    .optional()
    .transform((value) => value ?? 12),
});

/**
 * The cities where active specialists offer a service, most specialists first, with the
 * average of their published reviews (null without any).
 */
export const serviceCitiesSchema = z.object({
  cities: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      region: z.string(),
      specialistCount: z.number().int(),
      averageRating: z.string().nullable(),
    }),
  ),
});
export type ServiceCities = z.infer<typeof serviceCitiesSchema>;
