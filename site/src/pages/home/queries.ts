import type { Locations, RecentReview, SiteStats } from '@flo/api/contract';
import { apiQuery } from '../../data/query-client.ts';

/** Reviews shown under 'What customers say'. */
export const HOME_REVIEW_COUNT = 6;
/** Cities shown under 'Popular locations'. */
export const HOME_CITY_COUNT = 12;

export const statsQuery = apiQuery<SiteStats>('/api/stats');
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
