import { z } from 'zod';
import { citySlug, serviceSlugSchema, slugParam } from '../contract/index.ts';

/** Longest raw route parameter we look at; anything longer is refused before slugging. */
const MAX_RAW_PARAM = 120;

/**
 * A city as the client sends it: lower-cased, spaces as hyphens (spec section 7). We apply the
 * same rule server-side, so "New%20Castle" and "new-castle" find the same city.
 */
const cityParam = z.string().max(MAX_RAW_PARAM).transform(citySlug).pipe(slugParam);

export const citySlugParams = z.object({ citySlug: cityParam });

export const cityServiceParams = z.object({ city: cityParam, service: serviceSlugSchema });

export const slugParams = z.object({ slug: slugParam });

export const specialistIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'A specialist id is a whole number')
    .transform(Number),
});
