import type { AdminCities, AdminLocationPages } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/** Every city with its postcode areas and count of listings (a few dozen rows, unpaged). */
export const adminCitiesQuery = apiQuery<AdminCities>('/api/admin/cities');

/** Every intro and SEO text written for a city or city + service page. */
export const adminLocationPagesQuery = apiQuery<AdminLocationPages>('/api/admin/location-pages');
