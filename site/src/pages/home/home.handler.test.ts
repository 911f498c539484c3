// @vitest-environment node

import { chatSettings } from '@flo/api/schema';
import { describe, expect } from 'vitest';
import { freshSiteTest } from '../../testing/fixtures.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

const pageHtml = async (site: SiteTestApp, path: string) => (await site.get(path)).text();

describe('home page on the real API', () => {
  freshSiteTest(
    'links the six services and the cities with the most specialists',
    async ({ site }) => {
      const html = await pageHtml(site, '/');
      for (const slug of ['carpet', 'hardwood', 'laminate', 'vinyl', 'tile', 'engineered-wood']) {
        expect(html).toContain(`href="/services/${slug}"`);
      }
      const { regions } = (await (await site.app.request('/api/locations')).json()) as {
        regions: Array<{ cities: Array<{ slug: string; specialistCount: number }> }>;
      };
      const busiest = regions
        .flatMap((region) => region.cities)
        .sort((a, b) => b.specialistCount - a.specialistCount)[0];
      expect(html).toContain(`class="city-link" href="/specialists/${busiest?.slug}"`);
    },
  );

  freshSiteTest(
    'shows the newest reviews with their specialists and relative dates',
    async ({ site }) => {
      const html = await pageHtml(site, '/');
      const { reviews } = (await (
        await site.app.request('/api/reviews/recent?limit=6')
      ).json()) as {
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
    },
  );

  freshSiteTest(
    'gives Featured-plan specialists their place on the home page, with the badge',
    async ({ site }) => {
      const html = await pageHtml(site, '/');
      const { results } = (await (await site.app.request('/api/featured?page=1')).json()) as {
        results: Array<{ slug: string }>;
      };
      expect(results.length).toBeGreaterThan(0);
      expect(html).toContain('Featured specialists');
      expect(html).toContain(`href="/specialist/${results[0]?.slug}"`);
      expect(html).toContain('<span class="featured-badge">Featured</span>');
    },
  );

  freshSiteTest(
    'lays out the hero slot for Flo (open) and no floating launcher',
    async ({ site }) => {
      const html = await pageHtml(site, '/');
      expect(html).toContain('class="home-hero__chat"');
      expect(html).not.toContain('flo-bubble-slot');
    },
  );

  freshSiteTest(
    'shows the quote card instead of an empty slot when Flo is off for the home page',
    async ({ site }) => {
      site.db
        .update(chatSettings)
        .set({ pageSettings: { home: { enabled: false } } })
        .run();
      const html = await pageHtml(site, '/');
      expect(html).not.toContain('home-hero__chat');
      expect(html).toContain('Get free quotes</h2>');
    },
  );

  freshSiteTest('gives other pages the floating launcher slot', async ({ site }) => {
    expect(await pageHtml(site, '/search')).toContain('class="flo-bubble-slot"');
    expect(await pageHtml(site, '/missing-page')).toContain('class="flo-bubble-slot"');
  });
});
