import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiRequest } from './api-request.ts';
import { apiQuery, apiQueryFn, createQueryClient, pathFromQueryKey } from './query-client.ts';
import { shouldRetryQuery } from './query-policy.ts';

describe('query policy', () => {
  it('never retries a 4xx and retries anything else up to twice', () => {
    expect(shouldRetryQuery(0, new ApiRequestError(404, '404: x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError(400, '400: x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError(500, '500: x'))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('network'))).toBe(true);
    expect(shouldRetryQuery(2, new ApiRequestError(502, '502: x'))).toBe(false);
  });
});

describe('pathFromQueryKey', () => {
  it('joins key parts with slashes, encoding the segments after the first', () => {
    expect(pathFromQueryKey(['/api/specialists/unified', 'oak floors/leeds'])).toBe(
      '/api/specialists/unified/oak%20floors%2Fleeds',
    );
    expect(pathFromQueryKey(['/api/reviews/specialist', 12, 'chat'])).toBe(
      '/api/reviews/specialist/12/chat',
    );
  });

  it('turns a trailing object into a sorted query string without empty values', () => {
    expect(
      pathFromQueryKey(['/api/search', { sort: 'rating', city: 'Leeds', q: '', page: 2 }]),
    ).toBe('/api/search?city=Leeds&page=2&sort=rating');
    expect(pathFromQueryKey(['/api/search', { q: undefined }])).toBe('/api/search');
  });
});

describe('createQueryClient', () => {
  it('fetches a query by its key through the request helper', async () => {
    const transport = vi.fn(async () => Response.json({ totalSpecialists: 3 }));
    const client = createQueryClient(createApiRequest(transport, null));
    const stats = await client.fetchQuery(apiQuery<{ totalSpecialists: number }>('/api/stats'));
    expect(stats.totalSpecialists).toBe(3);
    expect(transport).toHaveBeenCalledWith(
      '/api/stats',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('has the defaults: 5 min fresh, 10 min cache, no focus refetch, mutations not retried', () => {
    const defaults = createQueryClient(createApiRequest(vi.fn(), null)).getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(600_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('does not retry a 404 in the browser client', async () => {
    const transport = vi.fn(async () => new Response('missing', { status: 404 }));
    const client = createQueryClient(createApiRequest(transport, null));
    await expect(client.fetchQuery(apiQuery('/api/cities', 'atlantis'))).rejects.toThrow(
      '404: missing',
    );
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('retries a server error twice before failing', async () => {
    vi.useFakeTimers();
    try {
      const transport = vi.fn(async () => new Response('boom', { status: 500 }));
      const client = createQueryClient(createApiRequest(transport, null));
      const result = client.fetchQuery(apiQuery('/api/stats'));
      const settled = result.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000 + 2000);
      expect(await settled).toMatchObject({ status: 500 });
      expect(transport).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on the server neither retries nor keeps the cache alive with timers', async () => {
    const transport = vi.fn(async () => new Response('boom', { status: 500 }));
    const client = createQueryClient(createApiRequest(transport, null), { server: true });
    await expect(client.fetchQuery(apiQuery('/api/stats'))).rejects.toThrow('500: boom');
    expect(transport).toHaveBeenCalledTimes(1);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('apiQueryFn', () => {
  it('resolves a 401 to null in returnNull mode and fails on it by default', async () => {
    const apiRequest = createApiRequest(async () => new Response('', { status: 401 }), null);
    const context = {
      queryKey: ['/api/admin/me'],
      signal: new AbortController().signal,
      meta: undefined,
      client: createQueryClient(apiRequest),
    } as unknown as Parameters<ReturnType<typeof apiQueryFn>>[0];
    await expect(apiQueryFn(apiRequest, { on401: 'returnNull' })(context)).resolves.toBeNull();
    await expect(apiQueryFn(apiRequest)(context)).rejects.toThrow('401: ');
  });

  it("passes the query's abort signal to the request", async () => {
    const inits: RequestInit[] = [];
    const apiRequest = createApiRequest(async (_path, init) => {
      inits.push(init);
      return new Response('{"ok":true}');
    }, null);
    const signal = new AbortController().signal;
    const context = {
      queryKey: ['/api/stats'],
      signal,
      meta: undefined,
      client: createQueryClient(apiRequest),
    } as unknown as Parameters<ReturnType<typeof apiQueryFn>>[0];
    await expect(apiQueryFn(apiRequest)(context)).resolves.toEqual({ ok: true });
    expect(inits[0]?.signal).toBe(signal);
  });
});
