import type { ProfileReview } from '@flo/contract';
import type { ServiceSlug } from '@flo/contract/constants';

/** Words customers use for each service in their reviews. */
const REVIEW_WORDS: Record<ServiceSlug, RegExp> = {
  carpet: /\bcarpet/i,
  hardwood: /\b(hardwood|solid (oak|wood)|parquet|herringbone|chevron)/i,
  laminate: /\blaminate/i,
  vinyl: /\b(vinyl|lvt)\b/i,
  tile: /\b(tile|tiles|tiled|tiling|porcelain|ceramic)\b/i,
  'engineered-wood': /\bengineered/i,
};

/**
 * The reviews whose text mentions the service.
 *
 * @example
 * reviewsMentioning(reviews, 'vinyl') // those mentioning vinyl or LVT
 */
export function reviewsMentioning(reviews: ProfileReview[], service: ServiceSlug): ProfileReview[] {
  return reviews.filter((review) => REVIEW_WORDS[service].test(review.reviewText));
}

/** How many pages of newest reviews the service page searches for mentions. */
export const REVIEW_PAGES_SEARCHED = 3;

/** The review pages to load for a profile with `total` reviews of `pageSize` a page. */
export function reviewPagesToSearch(total: number, pageSize: number): number[] {
  const pages = Math.min(REVIEW_PAGES_SEARCHED, Math.max(1, Math.ceil(total / pageSize)));
  return Array.from({ length: pages }, (_, index) => index + 1);
}
