import type { CityDetail, Specialist } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';
import { CITY_PAGE_SIZE } from './city-pages.ts';

export const cityQuery = (slug: string) => apiQuery<CityDetail>('/api/cities', slug);

/** One page of a city's active specialists: featured first, then best rated. */
export const citySpecialistsQuery = (slug: string, page: number) =>
  apiQuery<Specialist[]>('/api/specialists/city', slug, { page, pageSize: CITY_PAGE_SIZE });
