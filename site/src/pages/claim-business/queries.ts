import type { SearchResults } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/** Listings shown for one search; a business looks for itself, so the first few suffice. */
export const CLAIM_SEARCH_SIZE = 10;

export interface ListingSearch {
  name: string;
  city: string;
}

/** The search in the URL (`?name=&city=`), trimmed and bounded like the API's fields. */
export function listingSearchFrom(params: URLSearchParams): ListingSearch {
  return {
    name: (params.get('name') ?? '').trim().slice(0, 200),
    city: (params.get('city') ?? '').trim().slice(0, 120),
  };
}

export const hasSearch = (search: ListingSearch) => search.name !== '' || search.city !== '';

export const listingSearchQuery = (search: ListingSearch) =>
  apiQuery<SearchResults>('/api/search', {
    q: search.name,
    city: search.city,
    sort: 'name',
    pageSize: CLAIM_SEARCH_SIZE,
  });
