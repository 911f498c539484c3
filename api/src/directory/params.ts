import { citySlug, serviceSlugSchema, slugParam } from '@flo/contract';
import { z } from 'zod';

/** Longer than any real city name, so a longer value is not slugged at all: it names no city. */
const MAX_RAW_CITY = 200;

/**
 * A city as the client sends it: lower-cased, spaces as hyphens
 * (docs/product/validation.md#city-slug). We apply the same rule server-side, so "New%20Castle" and
 * "new-castle" find the same city. Any text is accepted because an unknown city is an empty answer,
 * not an error: text with no letters or digits, or longer than any city, becomes the empty slug,
 * which matches no city row.
 */
const cityParam = z.string().transform((raw) => (raw.length > MAX_RAW_CITY ? '' : citySlug(raw)));

export const citySlugParams = z.object({ citySlug: cityParam });

export const cityServiceParams = z.object({ city: cityParam, service: serviceSlugSchema });

export const slugParams = z.object({ slug: slugParam });

export const specialistIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'A specialist id is a whole number')
    .transform(Number),
});
