import { z } from 'zod';
import { listSortShape, pagedListOf } from './admin-lists.ts';
import { optionalText, requiredText } from './common.ts';
import { LISTING_TIERS, SERVICE_SLUGS } from './constants.ts';
import { queryInt } from './site.ts';

/* Admin › Specialists: the catalogue and everything about one listing. */

export const SPECIALIST_STATUSES = ['active', 'pending', 'suspended'] as const;

/** Columns the specialist list sorts by: name, or when the listing was added (its id's order). */
export const SPECIALIST_SORTS = ['name', 'added'] as const;

/** `GET /api/admin/specialists?q=&city=&status=&tier=&sort=&order=&page=`: 25 a page, by name unless sorted. */
export const adminSpecialistsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  city: z.string().trim().max(120).optional(),
  status: z.enum(SPECIALIST_STATUSES).optional(),
  tier: z.enum(LISTING_TIERS).optional(),
  ...listSortShape(SPECIALIST_SORTS, 'name', 'asc'),
  page: queryInt(1, 10_000, 1),
});

export const adminSpecialistRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  status: z.enum(SPECIALIST_STATUSES),
  tier: z.enum(LISTING_TIERS),
  claimed: z.boolean(),
  email: z.string(),
});
export type AdminSpecialistRow = z.infer<typeof adminSpecialistRowSchema>;
export const adminSpecialistsPageSchema = pagedListOf(adminSpecialistRowSchema);
export type AdminSpecialistsPage = z.infer<typeof adminSpecialistsPageSchema>;

const listingFields = {
  name: requiredText(120),
  description: requiredText(2000),
  email: z.email().max(254),
  phone: requiredText(40),
  postcode: requiredText(10),
  website: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(300)]).optional(),
  services: z
    .array(z.enum(SERVICE_SLUGS))
    .min(1, 'At least one service')
    .max(6)
    .refine((slugs) => new Set(slugs).size === slugs.length, 'A service is listed twice'),
};

/**
 * `POST /api/admin/specialists`: a new active listing; its slug follows
 * docs/product/validation.md#specialist-slug.
 */
export const adminSpecialistCreateSchema = z.object({
  ...listingFields,
  citySlug: z.string().min(1).max(120),
});
export type AdminSpecialistCreate = z.infer<typeof adminSpecialistCreateSchema>;

/** `PATCH /api/admin/specialists/{id}`: any of the listing's fields, its status and tier. */
export const adminSpecialistUpdateSchema = z
  .object({
    ...listingFields,
    status: z.enum(['active', 'suspended']),
    suspendedReason: optionalText(500),
    tier: z.enum(LISTING_TIERS),
  })
  .partial()
  .refine((u) => u.status !== 'suspended' || (u.suspendedReason ?? '') !== '', {
    message: 'Say why the listing is suspended',
    path: ['suspendedReason'],
  });
export type AdminSpecialistUpdate = z.infer<typeof adminSpecialistUpdateSchema>;

/** `GET /api/admin/specialists/{id}`: everything about one listing. */
export const adminSpecialistDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  citySlug: z.string(),
  city: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string(),
  website: z.string().nullable(),
  status: z.enum(SPECIALIST_STATUSES),
  suspendedReason: z.string().nullable(),
  tier: z.enum(LISTING_TIERS),
  services: z.array(z.string()),
  business: z.object({ email: z.string(), hasPassword: z.boolean() }).nullable(),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      customerName: z.string(),
      rating: z.number().int(),
      status: z.string(),
      verified: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  leads: z.array(
    z.object({
      reference: z.string(),
      customerName: z.string(),
      flooringType: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminSpecialistDetail = z.infer<typeof adminSpecialistDetailSchema>;

/** Most listings one bulk change may name. */
export const SPECIALIST_BULK_LIMIT = 200;

const specialistIds = z
  .array(z.number().int().positive())
  .min(1, 'Choose at least one listing')
  .max(SPECIALIST_BULK_LIMIT, `At most ${SPECIALIST_BULK_LIMIT} listings at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each listing once');

/**
 * `POST /api/admin/specialists/bulk`: suspend the chosen listings with one reason, reinstate
 * them, or put them on one plan (`featured` features them), in one transaction.
 */
export const adminSpecialistBulkSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('suspend'), ids: specialistIds, reason: requiredText(500) }),
  z.object({ action: z.literal('reinstate'), ids: specialistIds }),
  z.object({ action: z.literal('tier'), ids: specialistIds, tier: z.enum(LISTING_TIERS) }),
]);
export type AdminSpecialistBulk = z.infer<typeof adminSpecialistBulkSchema>;

/** Each listing's outcome: `changed`, `unchanged` (it was so already) or `not_found`. */
export const adminSpecialistBulkResultSchema = z.object({
  results: z.array(
    z.object({ id: z.number().int(), outcome: z.enum(['changed', 'unchanged', 'not_found']) }),
  ),
  changed: z.number().int(),
});
export type AdminSpecialistBulkResult = z.infer<typeof adminSpecialistBulkResultSchema>;
