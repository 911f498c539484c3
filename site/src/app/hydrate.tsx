import { HydrationBoundary } from '@tanstack/react-query';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { createApiRequest } from '../data/api-request.ts';
import { createQueryClient } from '../data/query-client.ts';
import { createRoutes } from '../routes.tsx';
import { browserStorage } from './browser-storage.ts';
import { SiteProviders } from './SiteProviders.tsx';
import { deserializeHydration, readSiteData } from './site-data.ts';

/** Lazy route modules of the current URL load before hydrating, or React would see an empty page. */
async function loadMatchedRouteModules(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Hydrates the server-rendered page from its `#flo-data` block: the same route table, the
 * router state the server reached and its query cache, so the first render matches exactly.
 *
 * @example
 * await hydrateSite(document);
 */
export async function hydrateSite(
  doc: Document,
): Promise<{ root: Root; router: ReturnType<typeof createBrowserRouter> }> {
  const data = readSiteData(doc);
  const apiRequest = createApiRequest((path, init) => fetch(path, init), browserStorage());
  const queryClient = createQueryClient(apiRequest);
  const routes = createRoutes({ queryClient, publicUrl: data.config.publicUrl });
  await loadMatchedRouteModules(routes);
  const router = createBrowserRouter(routes, {
    hydrationData: deserializeHydration(data.hydration),
  });
  const container = doc.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = hydrateRoot(
    container,
    <SiteProviders config={data.config} queryClient={queryClient} apiRequest={apiRequest}>
      <HydrationBoundary state={data.queries}>
        <RouterProvider router={router} />
      </HydrationBoundary>
    </SiteProviders>,
  );
  return { root, router };
}
