// @vitest-environment node
import type { SiteStats } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { jsonLdOf } from '../../testing/server-html.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';
import { FAQS } from './steps.ts';

describe('/how-it-works', () => {
  siteTest(
    'explains matching with the product promises and the live specialist count',
    async ({ site }) => {
      const stats = (await (await site.app.request('/api/stats')).json()) as SiteStats;
      const res = await site.get('/how-it-works');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1>How Flo works</h1>');
      expect(html).toContain(
        `One enquiry reaches up to 3 of the ${new Intl.NumberFormat('en-GB').format(stats.totalSpecialists)} flooring specialists`,
      );
      expect(html).toContain('Specialists typically respond within 2 hours');
      expect(html).toContain('we follow up within 24 hours');
      expect(html).toContain('href="/post-a-job"');
      expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/how-it-works"`);
    },
  );

  siteTest('marks its questions up as an FAQPage', async ({ site }) => {
    const html = await (await site.get('/how-it-works')).text();
    const faq = jsonLdOf(html, 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(FAQS.map((q) => q.question));
  });
});
