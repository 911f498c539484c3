import type { SearchResults } from '@flo/contract';
import {
  SEARCH_SORTS,
  SERVICE_NAMES,
  SERVICE_SLUGS,
  type ServiceSlug,
} from '@flo/contract/constants';
import { isUkPostcodeOrOutcode } from '@flo/contract/rules';
import { apiQuery } from '../../data/query-client.ts';

export type SearchSort = (typeof SEARCH_SORTS)[number];
export const MIN_RATING_OPTIONS = ['4.5', '4', '3.5', '3'] as const;

/** The search as the URL holds it (`/search?q=oak&location=LS6&service=hardwood&page=2`). */
export interface SearchState {
  q: string;
  /** A town or city name, or a UK postcode (full or outward code). */
  location: string;
  service: ServiceSlug | '';
  minRating: (typeof MIN_RATING_OPTIONS)[number] | '';
  sort: SearchSort;
  page: number;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

/**
 * Reads the search from URL parameters. Values the API would refuse (an unknown service, a
 * page of 'abc') are dropped rather than failing the page, so any shared link still works.
 *
 * @example
 * searchStateFrom(new URLSearchParams('location=Leeds&sort=rating')).sort // 'rating'
 */
export function searchStateFrom(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    location: (params.get('location') ?? '').trim().slice(0, 120),
    service: oneOf(SERVICE_SLUGS, params.get('service')),
    minRating: oneOf(MIN_RATING_OPTIONS, params.get('minRating')),
    sort: oneOf(SEARCH_SORTS, params.get('sort')) || 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** URL parameters of a search, defaults left out so equal searches share one URL. */
export function searchParamsFor(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.location) params.set('location', state.location);
  if (state.service) params.set('service', state.service);
  if (state.minRating) params.set('minRating', state.minRating);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** `GET /api/search` for a search: the location goes as a postcode or as a city. */
export function searchQuery(state: SearchState) {
  const location = state.location
    ? isUkPostcodeOrOutcode(state.location.trim())
      ? { postcode: state.location }
      : { city: state.location }
    : {};
  return apiQuery<SearchResults>('/api/search', {
    q: state.q,
    ...location,
    service: state.service,
    minRating: state.minRating,
    sort: state.sort,
    page: state.page,
  });
}

/**
 * The canonical path of a search page. Filtered or sorted searches are not landing pages, so
 * they are canonical to /search; the plain list's later pages are canonical to themselves
 * ('/search?page=3') and its first page, `?page=1` too, to '/search'.
 *
 * @example
 * searchCanonicalPath(searchStateFrom(new URLSearchParams('page=3'))) // '/search?page=3'
 * searchCanonicalPath(searchStateFrom(new URLSearchParams('q=oak&page=3'))) // '/search'
 */
export function searchCanonicalPath(state: SearchState): string {
  const filtered =
    state.q || state.location || state.service || state.minRating || state.sort !== 'relevance';
  return !filtered && state.page > 1 ? `/search?page=${state.page}` : '/search';
}

/** A heading that says what was searched for ('Hardwood Flooring specialists in Leeds'). */
export function searchHeading(state: SearchState): string {
  const what = state.service
    ? `${SERVICE_NAMES[state.service]} specialists`
    : 'Flooring specialists';
  const where = state.location ? ` near ${state.location}` : ' across the UK';
  return state.q ? `${what} matching “${state.q}”${where}` : `${what}${where}`;
}
