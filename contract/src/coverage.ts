import { z } from 'zod';

/** The furthest a business may say it travels, in miles. */
export const MAX_SERVICE_RADIUS_MILES = 100;

const placeSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/**
 * Where a listing works, for the profile's coverage picture (ADR 028): drawn from the directory's
 * own coordinates, never map tiles.
 */
export const coverageSchema = z.object({
  /** The listing's city. */
  base: placeSchema,
  /** How far the business says it travels; null when it has not said. */
  radiusMiles: z.number().int().nullable(),
  /**
   * Towns served, nearest first: those the business named (`named`), placed by the gazetteer,
   * and the largest towns inside its radius.
   */
  towns: z.array(placeSchema.extend({ miles: z.number().int(), named: z.boolean() })),
  /** Other directory cities in the picture, for bearings. */
  nearbyCities: z.array(placeSchema.extend({ slug: z.string() })),
});
export type Coverage = z.infer<typeof coverageSchema>;
