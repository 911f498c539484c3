/**
 * The site's server side for the API server to mount.
 *
 * @example
 * import { createSiteHandler } from '@flo/site/server';
 * const site = createSiteHandler({ apiFetch: (path, init) => app.request(path, init), publicUrl, manifest: null });
 */
export { loadBuiltManifest, type Manifest } from './assets.ts';
export { createSiteHandler, type SiteHandler, type SiteHandlerOptions } from './handler.ts';
export { CONTENT_SECURITY_POLICY } from './security-headers.ts';
