// @vitest-environment node
import type { SiteStats } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { jsonLdOf } from '../../testing/server-html.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

let stats: SiteStats;
siteTest.beforeAll(async ({ site }) => {
  stats = (await (await site.app.request('/api/stats')).json()) as SiteStats;
});

const format = (n: number) => new Intl.NumberFormat('en-GB').format(n);

describe('/about', () => {
  siteTest('shows the directory figures from /api/stats', async ({ site }) => {
    const res = await site.get('/about');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(stats.totalSpecialists).toBeGreaterThan(0);
    expect(html).toContain('<h1>About Flo</h1>');
    expect(html).toContain(`<dd class="about-facts__value">${format(stats.totalSpecialists)}</dd>`);
    expect(html).toContain(`<dd class="about-facts__value">${format(stats.totalReviews)}</dd>`);
    expect(html).toContain(`<dd class="about-facts__value">${stats.averageRating}</dd>`);
    expect(html).toContain('typically respond within 2 hours');
    expect(html).toContain(`${format(stats.totalSpecialists)} flooring specialists in`);
  });

  siteTest('is canonical to /about and describes itself as an AboutPage', async ({ site }) => {
    const html = await (await site.get('/about')).text();
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/about"`);
    expect(jsonLdOf(html, 'AboutPage')).toMatchObject({ url: `${TEST_PUBLIC_URL}/about` });
  });
});
