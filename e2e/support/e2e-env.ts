/** Environment variables through which the global setup tells the tests where things run. */
export const E2E_ENV = {
  apiUrl: 'FLO_E2E_API_URL',
  siteUrl: 'FLO_E2E_SITE_URL',
  plainHtmlUrl: 'FLO_E2E_PLAIN_HTML_URL',
  reactHostUrl: 'FLO_E2E_REACT_HOST_URL',
  databasePath: 'FLO_E2E_DATABASE_PATH',
} as const;

export interface E2eUrls {
  /** The Flo API and widget origin, e.g. `http://127.0.0.1:41234`. */
  apiUrl: string;
  /** The public directory site, rendered by the same server (so the same origin as the API). */
  siteUrl: string;
  /** The plain-HTML example's origin (a different port, so a different origin). */
  plainHtmlUrl: string;
  reactHostUrl: string;
  /** The API's SQLite file, for checking what a submission stored. */
  databasePath: string;
}

/**
 * Reads what the global setup started; throws when a test runs without it.
 *
 * @example
 * const { plainHtmlUrl } = e2eUrls();
 */
export function e2eUrls(): E2eUrls {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
    return value;
  };
  return {
    apiUrl: read(E2E_ENV.apiUrl),
    siteUrl: read(E2E_ENV.siteUrl),
    plainHtmlUrl: read(E2E_ENV.plainHtmlUrl),
    reactHostUrl: read(E2E_ENV.reactHostUrl),
    databasePath: read(E2E_ENV.databasePath),
  };
}
