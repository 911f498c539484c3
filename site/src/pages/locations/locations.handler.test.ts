// @vitest-environment node
import type { Locations } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';
import { escapeHtml } from '../specialist-profile/html-test-helpers.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

describe('/locations rendered on the server', () => {
  it('lists every city under its region with its count, linking to the city page', async () => {
    const locations = (await (await t.app.request('/api/locations')).json()) as Locations;
    const res = await t.get('/locations');
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
  });
});
