import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SiteProviders } from '../app/SiteProviders.tsx';
import type { SiteConfig } from '../app/site-config.tsx';
import { createApiRequest, type FetchLike } from '../data/api-request.ts';
import { createQueryClient } from '../data/query-client.ts';

export const TEST_CONFIG: SiteConfig = {
  publicUrl: 'https://flo.example',
  analyticsSrc: null,
  renderedAt: Date.parse('2026-03-01T12:00:00Z'),
};

/** No network in component tests: any request fails loudly. */
const noNetwork: FetchLike = async (path) => {
  throw new Error(`Unexpected request to ${path}`);
};

/**
 * Renders `element` at `path` inside the site's providers and a memory router, with extra
 * `routes` to navigate to. `transport` performs the requests of `useApiRequest()` (none by
 * default: any request fails).
 *
 * @example
 * const { router } = renderWithSite(<CookieBanner />);
 * renderWithSite(<SimpleForm heading="Ask" />, { transport: (path, init) => Promise.resolve(api.app.request(path, init)) });
 */
export function renderWithSite(
  element: ReactNode,
  {
    path = '/',
    config = {},
    routes = [],
    transport = noNetwork,
  }: {
    path?: string;
    config?: Partial<SiteConfig>;
    routes?: Array<{ path: string; element: ReactNode }>;
    transport?: FetchLike;
  } = {},
) {
  const apiRequest = createApiRequest(transport, null);
  const router = createMemoryRouter(
    [{ path: '/', element }, ...routes.map((route) => ({ ...route }))],
    { initialEntries: [path] },
  );
  const view = render(
    <SiteProviders
      config={{ ...TEST_CONFIG, ...config }}
      queryClient={createQueryClient(apiRequest)}
      apiRequest={apiRequest}
    >
      <RouterProvider router={router} />
    </SiteProviders>,
  );
  return { ...view, router };
}
