const SCRIPT_ID = 'flo-analytics';

/**
 * Local and development hosts, where analytics never runs
 * (docs/product/routes.md#global-interface).
 */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host === '::1' ||
    host === '0.0.0.0' ||
    host.startsWith('127.') ||
    host.startsWith('dev.') ||
    /\.(localhost|local|test)$/.test(host)
  );
}

/**
 * Adds the analytics script (the `ANALYTICS_SRC` setting) once the visitor accepted cookies.
 * Nothing loads when no source is configured or on a development host. The site's CSP allows
 * same-origin scripts only, so the source must be served from the site's own origin.
 * Returns whether the script is on the page.
 *
 * @example
 * loadAnalytics(document, '/analytics.js', window.location.hostname);
 */
export function loadAnalytics(doc: Document, src: string | null, hostname: string): boolean {
  if (!src || isDevelopmentHost(hostname)) return false;
  if (doc.getElementById(SCRIPT_ID)) return true;
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.src = src;
  script.async = true;
  doc.head.append(script);
  return true;
}
