// @vitest-environment node
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

describe('/privacy and /privacy-policy', () => {
  siteTest('serves the same policy on both paths, canonical to /privacy', async ({ site }) => {
    for (const path of ['/privacy', '/privacy-policy']) {
      const res = await site.get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1>Privacy policy</h1>');
      expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/privacy"`);
    }
  });

  siteTest(
    'covers the enquiry fields, recipients, consent, retention, rights and the ICO',
    async ({ site }) => {
      const html = await (await site.get('/privacy')).text();
      for (const text of [
        'UK General Data Protection Regulation',
        'budget range, how soon you need the work, your project details',
        'up to 3 specialists matched to your service and area',
        'cookieConsent',
        'analytics script loads only after you press Accept',
        'How long we keep it',
        'Information Commissioner’s Office (ICO)',
      ]) {
        expect(html).toContain(text);
      }
    },
  );

  siteTest('names the operators address from the chat settings', async ({ site }) => {
    const html = await (await site.get('/privacy')).text();
    expect(html).toContain('Write to hello@flo.local');
    expect(html).not.toContain('{contactEmail}');
  });
});
