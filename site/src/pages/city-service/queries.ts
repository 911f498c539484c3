import type { CityServiceStats, SearchResults, ServiceSlug } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/** Most specialists one city and service page lists; past this it links to the search. */
export const CITY_SERVICE_LIST_SIZE = 50;

export const cityServiceStatsQuery = (city: string, service: ServiceSlug) =>
  apiQuery<CityServiceStats>('/api/specialists', city, service);

/** The city's specialists offering the service, best rated first. */
export const cityServiceSpecialistsQuery = (city: string, service: ServiceSlug) =>
  apiQuery<SearchResults>('/api/search', {
    city,
    service,
    sort: 'rating',
    pageSize: CITY_SERVICE_LIST_SIZE,
  });
