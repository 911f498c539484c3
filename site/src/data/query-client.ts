import { requestRetryDelayMs } from '@flo/contract/rules';
import {
  QueryClient,
  type QueryFunction,
  type QueryKey,
  queryOptions,
} from '@tanstack/react-query';
import { type ApiRequest, ApiRequestError } from './api-request.ts';
import { GC_TIME_MS, STALE_TIME_MS, shouldRetryQuery } from './query-policy.ts';

/** Search parameters of a key's last part; empty and undefined values are left out. */
export type QueryParams = Record<string, string | number | undefined | null>;

/**
 * The GET path of a query key, its parts joined with slashes
 * (docs/product/api-calls.md#loading-data). The first part is a path as written; later string or
 * number parts are URL-encoded segments; a trailing object becomes the query string, sorted so
 * equal searches share one cache entry.
 *
 * @example
 * pathFromQueryKey(['/api/specialists/unified', 'oak-floors-leeds']) // '/api/specialists/unified/oak-floors-leeds'
 * pathFromQueryKey(['/api/search', { city: 'leeds', page: 2 }]) // '/api/search?city=leeds&page=2'
 */
export function pathFromQueryKey(key: QueryKey): string {
  const segments: string[] = [];
  let search = '';
  key.forEach((part, index) => {
    if (typeof part === 'string' || typeof part === 'number') {
      segments.push(index === 0 ? String(part) : encodeURIComponent(String(part)));
    } else if (part && typeof part === 'object') {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(part as QueryParams).sort(([a], [b]) =>
        a.localeCompare(b),
      )) {
        if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
      }
      search = params.size > 0 ? `?${params}` : '';
    }
  });
  return segments.join('/') + search;
}

/**
 * The default query function: GET the key's path and parse JSON. With `on401: 'returnNull'`
 * a 401 resolves to null (for "who is logged in" calls) instead of failing.
 */
export function apiQueryFn(
  apiRequest: ApiRequest,
  { on401 }: { on401: 'throw' | 'returnNull' } = { on401: 'throw' },
): QueryFunction {
  return async ({ queryKey, signal }) => {
    try {
      const res = await apiRequest('GET', pathFromQueryKey(queryKey), undefined, { signal });
      return await res.json();
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiRequestError && error.status === 401) {
        return null;
      }
      throw error;
    }
  };
}

/**
 * Typed options for a GET of the API, run by the client's default query function.
 *
 * @example
 * const specialist = apiQuery<SpecialistDetail>('/api/specialists/unified', slug);
 * await queryClient.ensureQueryData(specialist); // in a loader
 * const { data } = useSuspenseQuery(specialist); // in the page
 */
export function apiQuery<T>(path: string, ...parts: Array<string | number | QueryParams>) {
  return queryOptions<T, Error, T, QueryKey>({ queryKey: [path, ...parts] });
}

/**
 * A QueryClient with the policy of docs/product/api-calls.md#loading-data: fresh 5 min, collected
 * after 10, no refetch on focus or interval, queries retried up to twice (never on 4xx) with a
 * doubling delay capped at 30 s, mutations never retried. One for the browser's lifetime; one per
 * server request, where the API runs in-process (a retry would only fail again and delay the page)
 * and the cache dies with the request (no collection timers left behind).
 *
 * @example
 * const queryClient = createQueryClient(createApiRequest(fetch, localStorage));
 */
export function createQueryClient(
  apiRequest: ApiRequest,
  { server = false }: { server?: boolean } = {},
): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: apiQueryFn(apiRequest),
        staleTime: STALE_TIME_MS,
        gcTime: server ? Number.POSITIVE_INFINITY : GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: server ? false : shouldRetryQuery,
        retryDelay: requestRetryDelayMs,
      },
      mutations: { retry: false },
    },
  });
}
