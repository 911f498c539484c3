import { createStaticHandler } from 'react-router';
import { createApiRequest, type FetchLike } from '../data/api-request.ts';
import { createQueryClient } from '../data/query-client.ts';
import { createRoutes } from '../routes.tsx';
import { floFacadeStylesheet, type Manifest } from './assets.ts';
import { crawlerFileResponse } from './crawler-files.ts';
import { renderPage } from './render-page.tsx';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

export interface SiteHandlerOptions {
  /** Calls the API in-process on the server: `(path, init) => app.request(path, init)`. */
  apiFetch: FetchLike;
  /** Absolute public origin for canonical and Open Graph URLs (`PUBLIC_URL`). */
  publicUrl: string;
  /** The client build's Vite manifest; null when running from source without a browser build. */
  manifest: Manifest | null;
  /** Same-origin analytics script loaded after cookie consent (`ANALYTICS_SRC`); unset loads none. */
  analyticsSrc?: string | null;
  /** Receives render and loader failures (the visitor gets the error screen). */
  onError?: (error: unknown) => void;
  /** Render time, injectable for tests; `Date.now` by default. */
  now?: () => number;
}

export type SiteHandler = (request: Request) => Promise<Response>;

/**
 * The server side of the site: answers a GET for any page with server-rendered HTML (status
 * 200, 301/302 for redirects, 404 for unknown pages), its loaders calling the API in-process,
 * and /robots.txt, the sitemap index /sitemap.xml and its /sitemap-{name}.xml parts.
 *
 * @example
 * const site = createSiteHandler({ apiFetch: (path, init) => app.request(path, init), publicUrl, manifest });
 * app.get('*', (c) => site(c.req.raw));
 */
export function createSiteHandler(options: SiteHandlerOptions): SiteHandler {
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const now = options.now ?? Date.now;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', {
        status: 405,
        headers: { allow: 'GET, HEAD', 'content-security-policy': CONTENT_SECURITY_POLICY },
      });
    }
    const apiRequest = createApiRequest(options.apiFetch, null);
    const crawlerFile = await crawlerFileResponse(
      new URL(request.url).pathname,
      apiRequest,
      publicUrl,
      onError,
    );
    if (crawlerFile) return crawlerFile;
    const queryClient = createQueryClient(apiRequest, { server: true });
    try {
      const handler = createStaticHandler(createRoutes({ queryClient, publicUrl }));
      const context = await handler.query(request);
      if (context instanceof Response) return context;
      if (context.statusCode >= 500) Object.values(context.errors ?? {}).forEach(onError);
      return await renderPage({
        handler,
        context,
        queryClient,
        apiRequest,
        config: {
          publicUrl,
          analyticsSrc: options.analyticsSrc ?? null,
          renderedAt: now(),
          floStylesheet: floFacadeStylesheet(options.manifest),
        },
        manifest: options.manifest,
        onError,
      });
    } finally {
      queryClient.clear();
    }
  };
}
