import { z } from 'zod';
import { responseFiguresSchema } from './business-stats.ts';
import { specialistCheckSchema } from './checks.ts';
import { coverageSchema } from './coverage.ts';
import { profileImageSchema } from './profile-photos.ts';

/** A specialist as every list and chat card reads it (docs/product/entities.md#specialist-read). */
export const specialistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  servicesOffered: z.array(z.string()),
  /** One decimal as a string ('4.6'), or null when the specialist has no reviews yet. */
  averageRating: z.string().nullable(),
  reviewCount: z.number().int(),
  /** Present (true) only on listings of the Featured plan, which show a Featured badge. */
  featured: z.literal(true).optional(),
});
export type Specialist = z.infer<typeof specialistSchema>;

/** `GET /api/specialists/unified/{slug}`: the card plus what a profile shows. */
export const specialistDetailSchema = specialistSchema.extend({
  citySlug: z.string(),
  region: z.string(),
  description: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  serviceSlugs: z.array(z.string()),
  postcodeAreas: z.array(z.string()),
  tier: z.enum(['free', 'standard', 'featured']),
  claimed: z.boolean(),
  /** Towns and districts covered besides the city, as the business wrote them. */
  areas: z.array(z.string()),
  /** The coverage picture's places; null when the city has no coordinates. */
  coverage: coverageSchema.nullable(),
  /** Checks operators recorded and that still stand (not removed, not expired), newest first. */
  checks: z.array(specialistCheckSchema),
  /** Measured response figures of the last 90 days; null below 5 leads (no claim is made). */
  responseFigures: responseFiguresSchema.nullable(),
  /** The business's logo, or null when it has none. */
  logo: profileImageSchema.nullable(),
  /** Portfolio photos in the business's order, up to MAX_PROFILE_PHOTOS. */
  photos: z.array(profileImageSchema),
});
export type SpecialistDetail = z.infer<typeof specialistDetailSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** How many published reviews gave each star rating, keyed '1' to '5'. */
export const starCountsSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type StarCounts = z.infer<typeof starCountsSchema>;

/**
 * `GET /api/reviews/specialist/{id}/chat?page=`: the average, count and star breakdown of all
 * published reviews, then one page of them newest first, whatever their rating
 * (docs/product/entities.md#review-read).
 */
export const chatReviewsSchema = z.object({
  reviews: z.array(reviewSchema),
  totalCount: z.number().int(),
  hasReviews: z.boolean(),
  /** One decimal as a string ('3.3'), or null when there are no reviews. */
  averageRating: z.string().nullable(),
  stars: starCountsSchema,
  page: z.number().int(),
  /** Older reviews follow on the next page. */
  hasMore: z.boolean(),
});
export type ChatReviews = z.infer<typeof chatReviewsSchema>;

/** `GET /api/services/{slug}/stats`. */
export const serviceStatsSchema = z.object({
  totalSpecialists: z.number().int(),
  totalReviews: z.number().int(),
  averageRating: z.string().nullable(),
  totalCities: z.number().int(),
});
export type ServiceStats = z.infer<typeof serviceStatsSchema>;

/** `GET /api/specialists/{city}/{service}`. */
export const cityServiceStatsSchema = z.object({
  totalSpecialists: z.number().int(),
  averageRating: z.string().nullable(),
});
export type CityServiceStats = z.infer<typeof cityServiceStatsSchema>;

/** `GET /api/chat-settings`: Flo on or off, globally and per page type, and how it looks. */
export const chatSettingsSchema = z.object({
  enabled: z.boolean(),
  pageSettings: z.record(z.string(), z.object({ enabled: z.boolean() })),
  contactEmail: z.email(),
  /** `#rrggbb`. */
  accentColour: z.string(),
  /** Replaces Flo's default welcome text; null keeps it. */
  greeting: z.string().nullable(),
  /**
   * A split test's second greeting (ADR 042): while set, each conversation is given arm 'a'
   * (`greeting`) or 'b' (this) at random and keeps it. Null: no test runs.
   */
  greetingB: z.string().nullable(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

/** `POST /api/specialist-message` (docs/product/entities.md#specialist-message). */
export const specialistMessageSchema = z.object({
  specialistId: z.number().int().positive(),
  senderName: z.string().trim().min(1).max(120),
  senderEmail: z.email().max(254),
  senderPhone: z.string().trim().max(40).optional(),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  pageUrl: z.string().trim().max(500),
  pageType: z.literal('specialist_profile'),
});
export type SpecialistMessage = z.infer<typeof specialistMessageSchema>;
