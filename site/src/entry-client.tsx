/**
 * Browser entry: hydrates the server-rendered page from the `#flo-data` block (router state
 * and query cache), after loading the matched page modules so the first render matches.
 */
import { HydrationBoundary } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserStorage } from './app/browser-storage.ts';
import { SiteProviders } from './app/SiteProviders.tsx';
import { deserializeHydration, readSiteData } from './app/site-data.ts';
import { createApiRequest } from './data/api-request.ts';
import { createQueryClient } from './data/query-client.ts';
import { createRoutes } from './routes.tsx';

/** Lazy route modules of the current URL must be loaded before hydrating, or React would see an empty page. */
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

async function hydrate(): Promise<void> {
  const data = readSiteData(document);
  const apiRequest = createApiRequest((path, init) => fetch(path, init), browserStorage());
  const queryClient = createQueryClient(apiRequest);
  const routes = createRoutes({ queryClient, publicUrl: data.config.publicUrl });
  await loadMatchedRouteModules(routes);
  const router = createBrowserRouter(routes, {
    hydrationData: deserializeHydration(data.hydration),
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  hydrateRoot(
    root,
    <SiteProviders config={data.config} queryClient={queryClient} apiRequest={apiRequest}>
      <HydrationBoundary state={data.queries}>
        <RouterProvider router={router} />
      </HydrationBoundary>
    </SiteProviders>,
  );
}

hydrate().catch((error: unknown) => console.error(error));
