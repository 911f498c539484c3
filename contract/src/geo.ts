import { z } from 'zod';
import { chatServiceSlugSchema } from './common.ts';
import { specialistSchema } from './directory.ts';

/** Longest place text the resolver reads; more is a validation error, not a search. */
export const MAX_PLACE_QUERY = 120;

/**
 * `GET /api/locations/resolve` query: what the visitor typed, and optionally a service slug;
 * 'other' (the chat's 'something else') means any service, like leaving it out.
 */
export const resolveLocationQuerySchema = z.object({
  q: z.string().trim().min(1, 'Required').max(MAX_PLACE_QUERY),
  service: chatServiceSlugSchema.optional(),
});
export type ResolveLocationQuery = z.infer<typeof resolveLocationQuerySchema>;

/** What the text was understood as; `postcode` is the normalised postcode or outward code. */
export const placeMatchSchema = z.object({
  kind: z.enum(['postcode', 'outcode', 'city', 'town', 'county']),
  label: z.string(),
  postcode: z.string().optional(),
});
export type PlaceMatch = z.infer<typeof placeMatchSchema>;

/** A directory city with active specialists, and how far it is from the place. */
export const nearbyCitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Great-circle miles, rounded; 0 for the city itself. */
  distanceMiles: z.number().int().min(0),
  specialistCount: z.number().int().min(1),
});
export type NearbyCity = z.infer<typeof nearbyCitySchema>;

/**
 * A place from the gazetteer the visitor may have meant: `label` is what to show and keep as
 * their words ('Newcastle under Lyme', 'St Ives, Cambridgeshire'); `query` resolves to exactly
 * that place when sent back as `q`.
 */
export const placeChoiceSchema = z.object({
  label: z.string(),
  query: z.string(),
});
export type PlaceChoice = z.infer<typeof placeChoiceSchema>;

/**
 * `GET /api/locations/resolve`: the place understood (null when unknown), up to 3 nearest
 * served cities within 50 miles (nearest first) and up to 3 specialists across them, as matching
 * ranks them. `choices`: the name fits several gazetteer places ('Newcastle'), so ask which;
 * `match` and the rest are then for the most populous. `suggestions`: nothing is called that, so
 * the closest names ('Manchester' for 'Manchster'). `distant`: placed, but nobody within 50
 * miles (islands, the Highlands), so the nearest served cities at any distance, whose
 * specialists `specialists` then lists.
 */
export const resolvedLocationSchema = z.object({
  query: z.string(),
  match: placeMatchSchema.nullable(),
  nearest: z.array(nearbyCitySchema),
  specialists: z.array(specialistSchema),
  choices: z.array(placeChoiceSchema),
  suggestions: z.array(placeChoiceSchema),
  distant: z.array(nearbyCitySchema),
});
export type ResolvedLocation = z.infer<typeof resolvedLocationSchema>;
