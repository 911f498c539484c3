import type { CityDetail, Specialist } from '@flo/api/contract';
import { apiQuery } from '../../data/query-client.ts';

export const cityQuery = (slug: string) => apiQuery<CityDetail>('/api/cities', slug);

/** Active specialists of a city: featured first, then best rated (the API caps the list at 100). */
export const citySpecialistsQuery = (slug: string) =>
  apiQuery<Specialist[]>('/api/specialists/city', slug);
