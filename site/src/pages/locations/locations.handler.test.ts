// @vitest-environment node
import type { Locations } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { escapeHtml } from '../../testing/server-html.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

describe('/locations rendered on the server', () => {
  siteTest(
    'lists every city under its region with its count, linking to the city page',
    async ({ site }) => {
      const locations = (await (await site.app.request('/api/locations')).json()) as Locations;
      const res = await site.get('/locations');
      expect(res.status).toBe(200);
      const html = await res.text();
      const regions = [...html.matchAll(/class="locations-region__title">([^<]+)<\/h2>/g)].map(
        (match) => match[1],
      );
      expect(regions).toEqual(locations.regions.map((region) => escapeHtml(region.region)));
      for (const city of locations.regions.flatMap((region) => region.cities)) {
        const count =
          city.specialistCount === 1 ? '1 specialist' : `${city.specialistCount} specialists`;
        expect(html).toMatch(
          new RegExp(
            `href="/specialists/${city.slug}"[^>]*><span class="location-link__name">${escapeHtml(city.name)}</span><span class="location-link__count muted">${count}</span>`,
          ),
        );
      }
      expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/locations"`);
    },
  );
});
