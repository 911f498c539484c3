import { createTestApp, seedDemoData, type TestApp } from '@flo/api/testing';
import { createSiteHandler, type SiteHandler } from '../server/handler.ts';

export const TEST_PUBLIC_URL = 'https://flo.example';

export interface SiteTestApp extends TestApp {
  /** Requests a path of the API with the site mounted; redirects are returned, not followed. */
  get(path: string): Promise<Response>;
  /** The site handler itself, for requests the mounted GET route never passes on. */
  site: SiteHandler;
  /** Failures the site handler reported. */
  errors: unknown[];
}

/**
 * The real API on a temp SQLite file filled with demo data, with the site handler mounted for
 * every other GET the way the API server mounts it: loaders call the API in-process. Tests
 * get one from the `siteTest` / `freshSiteTest` fixtures (`fixtures.ts`), which close it.
 *
 * @example
 * const t = createSiteTestApp();
 * afterAll(() => t.close());
 * const html = await (await t.get('/')).text();
 */
export function createSiteTestApp(): SiteTestApp {
  const api = createTestApp();
  seedDemoData(api.db);
  const errors: unknown[] = [];
  const site = createSiteHandler({
    apiFetch: (path, init) => Promise.resolve(api.app.request(path, init)),
    publicUrl: `${TEST_PUBLIC_URL}/`,
    manifest: null,
    onError: (error) => errors.push(error),
  });
  api.app.get('*', (c) => site(c.req.raw));
  return {
    ...api,
    site,
    errors,
    get: (path) => Promise.resolve(api.app.request(`http://localhost${path}`)),
  };
}
