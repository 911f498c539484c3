import type { Locations, RecentReview, SearchResults, SiteStats } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/** Reviews shown under 'What customers say'. */
export const HOME_REVIEW_COUNT = 6;
/** Cities shown under 'Popular locations'. */
export const HOME_CITY_COUNT = 12;

/** Featured-plan specialists shown on the home page (the plan's 'place on the home page'). */
export const HOME_FEATURED_COUNT = 3;

export const statsQuery = apiQuery<SiteStats>('/api/stats');
export const featuredQuery = apiQuery<SearchResults>('/api/featured', { page: 1 });
export const locationsQuery = apiQuery<Locations>('/api/locations');
export const recentReviewsQuery = apiQuery<{ reviews: RecentReview[] }>('/api/reviews/recent', {
  limit: HOME_REVIEW_COUNT,
});

/** The cities with the most specialists, most first. */
export function topCities(locations: Locations, count = HOME_CITY_COUNT) {
  return locations.regions
    .flatMap((region) => region.cities)
    .sort((a, b) => b.specialistCount - a.specialistCount || a.name.localeCompare(b.name))
    .slice(0, count);
}
