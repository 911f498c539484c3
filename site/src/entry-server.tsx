/**
 * Server entry, built to dist/server/entry-server.js. The API server imports it and calls the
 * handler for every page request; the client manifest is read from dist/client beside it.
 *
 * @example
 * const { createSiteHandler } = await import('../dist/server/entry-server.js');
 * const site = createSiteHandler({ apiFetch: (path, init) => app.request(path, init), publicUrl });
 * app.get('*', (c) => site(c.req.raw));
 */
import { loadBuiltManifest } from './server/assets.ts';
import { createSiteHandler as createHandler, type SiteHandlerOptions } from './server/handler.ts';

export type { SiteHandler, SiteHandlerOptions } from './server/handler.ts';
export { CONTENT_SECURITY_POLICY } from './server/security-headers.ts';

/** The site handler with the built client manifest unless one is passed. */
export function createSiteHandler(
  options: Omit<SiteHandlerOptions, 'manifest'> & { manifest?: SiteHandlerOptions['manifest'] },
) {
  return createHandler({
    ...options,
    manifest:
      options.manifest === undefined ? loadBuiltManifest(import.meta.url) : options.manifest,
  });
}
