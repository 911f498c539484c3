import { z } from 'zod';
import { optionalText, serviceSlugSchema } from './common.ts';
import { SEARCH_SORTS } from './constants.ts';
import { specialistSchema, starCountsSchema } from './directory.ts';

/** Whole numbers sent as query-string text ('2'), with a default when absent. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'A whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((value) => value ?? fallback);

/** Most results one search page holds. */
export const SEARCH_MAX_PAGE_SIZE = 50;

/**
 * `GET /api/search` query. `q` is free text (any characters; never parsed as search syntax),
 * `city` a city name or slug, `postcode` a UK postcode or outward code whose area picks the
 * city ('LS6 2AB' → Leeds), `minRating` 1 to 5 on the published-review average.
 */
export const searchQuerySchema = z.object({
  q: optionalText(200).optional(),
  city: optionalText(120).optional(),
  postcode: optionalText(10).optional(),
  service: serviceSlugSchema.optional(),
  minRating: z
    .string()
    .regex(/^[1-5](\.\d)?$/, 'A rating from 1 to 5, at most one decimal')
    .transform(Number)
    .pipe(z.number().max(5, 'A rating from 1 to 5'))
    .optional(),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  page: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, SEARCH_MAX_PAGE_SIZE, 20),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** Most specialists one page of a city listing holds (and its default page size). */
export const CITY_LISTING_MAX_PAGE_SIZE = 100;

/**
 * `GET /api/specialists/city/{city}?page=&pageSize=`: the answer stays a plain array
 * (docs/product/api-calls.md#site-calls);
 * a city's `specialistCount` (`GET /api/cities/{slug}`) says how many pages there are.
 */
export const cityListingQuerySchema = z.object({
  page: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, CITY_LISTING_MAX_PAGE_SIZE, CITY_LISTING_MAX_PAGE_SIZE),
});

/** Most matches a text search counts and ranks; a broader one answers `totalCapped`. */
export const SEARCH_MATCH_CAP = 1_000;

/** One page of specialists; shared by search, featured and the paginated lists. */
export const searchResultsSchema = z.object({
  results: z.array(specialistSchema),
  /** Every match, or `SEARCH_MATCH_CAP` when `totalCapped` (show it as "1,000+"). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** True when a later page has results. */
  hasMore: z.boolean(),
  /** True when the text matched more specialists than a search ranks: narrow it to see the rest. */
  totalCapped: z.boolean(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** `GET /api/locations`: cities grouped by region, regions and cities in name order. */
export const locationsSchema = z.object({
  regions: z.array(
    z.object({
      region: z.string(),
      cities: z.array(
        z.object({ slug: z.string(), name: z.string(), specialistCount: z.number().int() }),
      ),
    }),
  ),
});
export type Locations = z.infer<typeof locationsSchema>;

/** `GET /api/cities/{slug}`. `intro` is plain text built from the figures, never HTML. */
/** Text an admin wrote for a city page (serviceSlug null) or a city + service page. */
export const locationPageTextSchema = z.object({
  serviceSlug: z.string().nullable(),
  intro: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
});
export type LocationPageText = z.infer<typeof locationPageTextSchema>;

export const cityDetailSchema = z.object({
  slug: z.string(),
  name: z.string(),
  region: z.string(),
  postcodeAreas: z.array(z.string()),
  specialistCount: z.number().int(),
  reviewCount: z.number().int(),
  averageRating: z.string().nullable(),
  services: z.array(
    z.object({ slug: z.string(), name: z.string(), specialistCount: z.number().int() }),
  ),
  /** The admin's intro for the city page when written, else one generated from the figures. */
  intro: z.string(),
  /** Admin-written texts of this city's page and its city + service pages (at most one each). */
  pages: z.array(locationPageTextSchema),
});
export type CityDetail = z.infer<typeof cityDetailSchema>;

/** `GET /api/stats`: the home page's headline figures (published reviews, active specialists). */
export const siteStatsSchema = z.object({
  totalSpecialists: z.number().int(),
  totalReviews: z.number().int(),
  totalCities: z.number().int(),
  averageRating: z.string().nullable(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

/**
 * A published review as the profile page lists it: a review
 * (docs/product/entities.md#review-read) plus reply and badge.
 */
export const profileReviewSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string(),
  createdAt: z.string(),
  verified: z.boolean(),
  businessReply: z.string().nullable(),
  businessRepliedAt: z.string().nullable(),
});
export type ProfileReview = z.infer<typeof profileReviewSchema>;

/**
 * `GET /api/specialists/unified/{slug}/reviews?page=`: newest first whatever the rating, 10 a
 * page, with the average and star breakdown of all published reviews.
 */
export const profileReviewsPageSchema = z.object({
  reviews: z.array(profileReviewSchema),
  total: z.number().int(),
  /** One decimal as a string ('3.3'), or null when there are no reviews. */
  averageRating: z.string().nullable(),
  stars: starCountsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProfileReviewsPage = z.infer<typeof profileReviewsPageSchema>;

export const pageQuerySchema = z.object({ page: queryInt(1, 10_000, 1) });

/** `GET /api/reviews/recent?limit=` (limit 1 to 20, default 6). */
export const recentReviewsQuerySchema = z.object({ limit: queryInt(1, 20, 6) });
export const recentReviewSchema = profileReviewSchema
  .pick({ id: true, customerName: true, rating: true, reviewText: true, createdAt: true })
  .extend({ verified: z.boolean(), specialistName: z.string(), specialistSlug: z.string() });
export type RecentReview = z.infer<typeof recentReviewSchema>;
export const recentReviewsSchema = z.object({ reviews: z.array(recentReviewSchema) });
export type RecentReviews = z.infer<typeof recentReviewsSchema>;

/** A block of an article body. The site renders these as elements; no HTML ever comes from the API. */
export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string() }),
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

export const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  readingMinutes: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articleListSchema = z.object({ articles: z.array(articleSummarySchema) });
export const articleSchema = articleSummarySchema.extend({ body: z.array(articleBlockSchema) });
export type Article = z.infer<typeof articleSchema>;

/**
 * `GET /api/sitemap/{name}`: one sub-sitemap, each public URL path in it with the time its
 * content last changed; null for static pages, whose changes the API cannot know, and where no
 * date is kept.
 */
export const sitemapSchema = z.object({
  urls: z.array(z.object({ path: z.string(), lastmod: z.string().nullable() })),
});
export type Sitemap = z.infer<typeof sitemapSchema>;

/** `GET /api/sitemap`: the sitemap index, naming each sub-sitemap with its last change if known. */
export const sitemapIndexSchema = z.object({
  sitemaps: z.array(z.object({ name: z.string(), lastmod: z.string().nullable() })),
});
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;
