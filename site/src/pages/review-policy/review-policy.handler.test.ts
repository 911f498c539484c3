// @vitest-environment node
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

describe('/review-policy', () => {
  siteTest(
    'says how reviews are collected, verified, moderated and shown, never by rating',
    async ({ site }) => {
      const res = await site.get('/review-policy');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1>How we handle reviews</h1>');
      for (const text of [
        'works once and lasts 60 days',
        'A review marked Verified was left through one of those one-time links',
        'contains personal data',
        'A low rating or criticism is never a reason to reject a review',
        'Every published review counts in the specialist’s average rating',
        'We never filter them or order them by rating',
        'they cannot edit, remove or hide it',
      ]) {
        expect(html).toContain(text);
      }
      expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/review-policy"`);
    },
  );

  siteTest('is linked from the footer of every public page', async ({ site }) => {
    const html = await (await site.get('/about')).text();
    expect(html).toContain('href="/review-policy"');
  });
});
