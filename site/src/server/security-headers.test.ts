import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  it('is the strict policy without analytics or with a same-origin script', () => {
    expect(contentSecurityPolicy(null)).toBe(CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicy('/stats.js')).toBe(CONTENT_SECURITY_POLICY);
  });

  it("allows only the analytics script's origin, still without inline script", () => {
    const policy = contentSecurityPolicy('https://stats.example.co.uk/script.js?site=flo');
    expect(policy).toContain("script-src 'self' https://stats.example.co.uk;");
    expect(policy).toContain("connect-src 'self' https://stats.example.co.uk;");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("style-src 'self';");
  });
});
