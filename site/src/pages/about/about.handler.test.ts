// @vitest-environment node
import type { SiteStats } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLdOf } from '../../forms/page-html.ts';
import { createSiteTestApp, type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

let t: SiteTestApp;
let stats: SiteStats;
beforeAll(async () => {
  t = createSiteTestApp();
  stats = (await (await t.app.request('/api/stats')).json()) as SiteStats;
});
afterAll(() => t.close());

const format = (n: number) => new Intl.NumberFormat('en-GB').format(n);

describe('/about', () => {
  it('shows the directory figures from /api/stats', async () => {
    const res = await t.get('/about');
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

  it('is canonical to /about and describes itself as an AboutPage', async () => {
    const html = await (await t.get('/about')).text();
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/about"`);
    expect(jsonLdOf(html, 'AboutPage')).toMatchObject({ url: `${TEST_PUBLIC_URL}/about` });
  });
});
