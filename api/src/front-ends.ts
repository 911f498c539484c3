import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import type { FloApp } from './app.ts';
import type { PageCache, RenderPage } from './page-cache/index.ts';

/** Where the built browser bundles live: widget/dist, and site/dist with client/ and server/. */
export interface FrontEndRoots {
  widget: string;
  site: string;
}

export interface SiteRendererOptions {
  publicUrl: string;
  analyticsSrc: string | null;
}

export interface FrontEndOptions extends SiteRendererOptions {
  /** Keeps the pages the site marks public until their data changes; none: every page renders. */
  pageCache?: PageCache | null;
  /**
   * Renders pages on the read threads (ADR 045), given the renderer of this thread for when
   * none is ready; left out, pages render here.
   */
  renderElsewhere?: (renderHere: RenderPage) => RenderPage;
}

/** The contract of site/dist/server/entry-server.js (see site/README.md). */
interface SiteEntry {
  createSiteHandler(options: {
    apiFetch: (path: string, init?: RequestInit) => Response | Promise<Response>;
    publicUrl: string;
    analyticsSrc: string | null;
  }): (request: Request) => Promise<Response>;
}

/**
 * The built site's server renderer, its loaders calling `app` in-process; null when the site
 * was not built (no `server/entry-server.js` under `siteRoot`).
 *
 * @example
 * const render = await loadSiteRenderer(app, 'site/dist', { publicUrl, analyticsSrc: null });
 */
export async function loadSiteRenderer(
  app: FloApp,
  siteRoot: string,
  options: SiteRendererOptions,
): Promise<RenderPage | null> {
  const entry = join(siteRoot, 'server/entry-server.js');
  if (!existsSync(entry)) return null;
  const { createSiteHandler } = (await import(pathToFileURL(entry).href)) as SiteEntry;
  return createSiteHandler({
    apiFetch: (path, init) => app.request(path, init),
    publicUrl: options.publicUrl,
    analyticsSrc: options.analyticsSrc,
  });
}

/**
 * Vite names every file under /assets/ by its content hash, so those never change and are
 * cached for a year; other files (the widget's loader, favicon) are kept briefly. Judged by
 * the URL, not the file's path on disk, which may contain any folder name.
 */
function setStaticHeaders(_path: string, c: Context) {
  const immutable = c.req.path.startsWith('/assets/');
  c.header(
    'Cache-Control',
    immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  );
}

/**
 * Serves the built widget at /widget/* and the server-rendered site for every other GET, each
 * only if it was built. Site pages call the API in-process (`app.request`), not over the network.
 * A file's `.br` or `.gz` copy written by the build (scripts/precompress.mjs) goes out as it
 * is when Accept-Encoding names that encoding, with its Content-Encoding, which the compressing
 * server (http/compression) then leaves alone; without one, that server compresses on the fly.
 * With a page cache, pages come from it while current, already compressed (ADR 037).
 *
 * @example
 * await serveFrontEnds(app, { widget: 'widget/dist', site: 'site/dist' }, options);
 */
export async function serveFrontEnds(app: FloApp, roots: FrontEndRoots, options: FrontEndOptions) {
  if (existsSync(roots.widget)) {
    app.get(
      '/widget/*',
      serveStatic({
        root: roots.widget,
        rewriteRequestPath: (path) => path.slice('/widget'.length),
        precompressed: true,
        onFound: setStaticHeaders,
      }),
    );
  }

  const renderHere = await loadSiteRenderer(app, roots.site, options);
  if (!renderHere) {
    app.get('/', (c) => c.text('Flo API is running. Run `npm run build` to serve the site here.'));
    return;
  }
  const renderSite = options.renderElsewhere?.(renderHere) ?? renderHere;
  const clientFiles = serveStatic({
    root: join(roots.site, 'client'),
    precompressed: true,
    onFound: setStaticHeaders,
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/widget/')) return next();
    const file = await clientFiles(c, async () => {});
    if (file) return file;
    return options.pageCache
      ? options.pageCache.respond(c.req.raw, renderSite)
      : renderSite(c.req.raw);
  });
}
