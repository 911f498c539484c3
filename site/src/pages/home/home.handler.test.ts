// @vitest-environment node

import { chatSettings } from '@flo/api/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
beforeEach(() => {
  t = createSiteTestApp();
});
afterEach(() => t.close());

const pageHtml = async (path: string) => (await t.get(path)).text();

describe('home page on the real API', () => {
  it('links the six services and the cities with the most specialists', async () => {
    const html = await pageHtml('/');
    for (const slug of ['carpet', 'hardwood', 'laminate', 'vinyl', 'tile', 'engineered-wood']) {
      expect(html).toContain(`href="/services/${slug}"`);
    }
    const { regions } = (await (await t.app.request('/api/locations')).json()) as {
      regions: Array<{ cities: Array<{ slug: string; specialistCount: number }> }>;
    };
    const busiest = regions
      .flatMap((region) => region.cities)
      .sort((a, b) => b.specialistCount - a.specialistCount)[0];
    expect(html).toContain(`class="city-link" href="/specialists/${busiest?.slug}"`);
  });

  it('shows the newest reviews with their specialists and relative dates', async () => {
    const html = await pageHtml('/');
    const { reviews } = (await (await t.app.request('/api/reviews/recent?limit=6')).json()) as {
      reviews: Array<{ specialistSlug: string; createdAt: string }>;
    };
    expect(reviews).toHaveLength(6);
    for (const review of reviews) {
      expect(html).toContain(`href="/specialist/${review.specialistSlug}"`);
      expect(html).toContain(`<time dateTime="${review.createdAt}">`);
    }
    expect(html).toMatch(
      /<time dateTime="[^"]+">(Today|Yesterday|\d+ (days?|weeks?|months?|years?) ago)<\/time>/,
    );
  });

  it('gives Featured-plan specialists their place on the home page, with the badge', async () => {
    const html = await pageHtml('/');
    const { results } = (await (await t.app.request('/api/featured?page=1')).json()) as {
      results: Array<{ slug: string }>;
    };
    expect(results.length).toBeGreaterThan(0);
    expect(html).toContain('Featured specialists');
    expect(html).toContain(`href="/specialist/${results[0]?.slug}"`);
    expect(html).toContain('<span class="featured-badge">Featured</span>');
  });

  it('lays out the hero slot for Flo (open) and no floating launcher', async () => {
    const html = await pageHtml('/');
    expect(html).toContain('class="home-hero__chat"');
    expect(html).not.toContain('flo-bubble-slot');
  });

  it('shows the quote card instead of an empty slot when Flo is off for the home page', async () => {
    t.db
      .update(chatSettings)
      .set({ pageSettings: { home: { enabled: false } } })
      .run();
    const html = await pageHtml('/');
    expect(html).not.toContain('home-hero__chat');
    expect(html).toContain('Get free quotes</h2>');
  });

  it('gives other pages the floating launcher slot', async () => {
    expect(await pageHtml('/search')).toContain('class="flo-bubble-slot"');
    expect(await pageHtml('/missing-page')).toContain('class="flo-bubble-slot"');
  });
});
