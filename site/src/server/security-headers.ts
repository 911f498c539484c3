/**
 * The site's Content-Security-Policy: no inline script or style (docs/product/security.md#headers).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The policy for a page: CONTENT_SECURITY_POLICY, plus the analytics script's origin in
 * script-src and connect-src when ANALYTICS_SRC points at another host (it loads only after the
 * visitor accepts cookies).
 */
export function contentSecurityPolicy(analyticsSrc: string | null): string {
  const origin =
    analyticsSrc && /^https?:\/\//.test(analyticsSrc) ? new URL(analyticsSrc).origin : null;
  if (!origin) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace(
    "script-src 'self'",
    `script-src 'self' ${origin}`,
  ).replace("connect-src 'self'", `connect-src 'self' ${origin}`);
}

/**
 * Headers of every HTML page the site renders. A `shared` page (the same for every visitor
 * asking for its URL) is `Cache-Control: public, no-cache`: the server's page cache keeps only
 * those (docs/decisions/037-cheap-pages-and-read-isolation.md); browsers revalidate both.
 */
export function htmlHeaders(
  analyticsSrc: string | null = null,
  { shared = false }: { shared?: boolean } = {},
): Headers {
  return new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(analyticsSrc),
    'cache-control': shared ? 'public, no-cache' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
}
