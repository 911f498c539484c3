// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSiteHandler } from './handler.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

/** A site whose API is down: every call answers 503, as a failing upstream would. */
function siteWithApiDown() {
  const errors: unknown[] = [];
  const site = createSiteHandler({
    apiFetch: async () => new Response('Service Unavailable', { status: 503 }),
    publicUrl: 'https://flo.example',
    manifest: null,
    onError: (error) => errors.push(error),
  });
  return { site, errors };
}

describe('site handler when the API fails', () => {
  it('shows the "Something went wrong" screen with status 500 and reports the failure', async () => {
    const { site, errors } = siteWithApiDown();
    const res = await site(new Request('https://flo.example/'));
    expect(res.status).toBe(500);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await res.text();
    expect(html).toContain('Something went wrong</h1>');
    expect(html).toContain('Refresh Page</button>');
    expect(html).toContain('href="/">Go Home</a>');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('Service Unavailable');
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('503: Service Unavailable');
  });

  it('answers /sitemap.xml with 503 and Retry-After, reporting the failure', async () => {
    const { site, errors } = siteWithApiDown();
    const res = await site(new Request('https://flo.example/sitemap.xml'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('300');
    expect(errors).toHaveLength(1);
  });

  it('still renders pages that need no data, such as the not-found screen', async () => {
    const { site } = siteWithApiDown();
    const res = await site(new Request('https://flo.example/nothing-here'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found</h1>');
  });
});
