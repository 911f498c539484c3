import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { SiteProviders } from '../app/SiteProviders.tsx';
import { createApiRequest, type FetchLike } from '../data/api-request.ts';
import { createQueryClient } from '../data/query-client.ts';
import { createSessionTokens } from '../signed-in/session.ts';
import { TEST_CONFIG } from './render.tsx';

/** Test-only: an area of its own, so the shell's tests touch neither the admin's nor the business's token. */
export const TEST_AREA = {
  storageKey: 'test_area_token',
  apiPrefix: '/api/test-area',
  mePath: '/api/test-area/me',
  loginPath: '/test-area/login',
};

export const testTokens = createSessionTokens(TEST_AREA);

type Answer = Response | Promise<Response>;

/** A JSON answer of the fake API. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Test-only: a fake API answering 'METHOD /path' from `routes` (404 for anything else), with
 * every request recorded as 'METHOD /path' and its JSON body, if any.
 *
 * @example
 * const api = fakeApi({ 'GET /api/test-area/me': () => json({ user: { name: 'Ada' } }) });
 */
export function fakeApi(routes: Record<string, (body: unknown) => Answer>) {
  const requests: string[] = [];
  const bodies: unknown[] = [];
  const transport: FetchLike = async (path, init) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    requests.push(key);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    bodies.push(body);
    const route = routes[key];
    return route ? route(body) : json({ success: false }, 404);
  };
  return { transport, requests, bodies };
}

/**
 * Test-only: renders `routes` (nested, so layouts with an `Outlet` work) at `path` inside the
 * site's providers, the API answered by `transport`.
 *
 * @example
 * const { router } = renderRoutes([{ path: '/', element: <Page /> }], { transport: api.transport });
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', transport }: { path?: string; transport: FetchLike },
) {
  const apiRequest = createApiRequest(transport, null);
  const queryClient = createQueryClient(apiRequest);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <SiteProviders config={TEST_CONFIG} queryClient={queryClient} apiRequest={apiRequest}>
      <RouterProvider router={router} />
    </SiteProviders>,
  );
  return { ...view, router, queryClient };
}
