// @vitest-environment node
import type { ServiceCities, ServiceStats } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';
import { jsonLdBlocks } from '../../testing/server-html.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

describe('/services/{slug} rendered on the server', () => {
  siteTest(
    'is a guide: what it is, UK price per m², pros and cons, rooms, fitting time and care',
    async ({ site }) => {
      const res = await site.get('/services/tile');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('Tile Installation: UK prices, pros and cons</h1>');
      expect(html).toContain('£40 to £110 per m²');
      expect(html).toContain('Best for kitchens, bathrooms, hallways and conservatories');
      expect(html).toContain('<li>Best partner for underfloor heating</li>');
      expect(html).toContain('<li>Cold and hard underfoot without underfloor heating</li>');
      expect(html).toContain('How long fitting takes</h2>');
      expect(html).toContain('A kitchen or bathroom floor usually takes two to three days');
    },
  );

  siteTest('shows the directory figures of GET /api/services/{slug}/stats', async ({ site }) => {
    const stats = (await (
      await site.app.request('/api/services/carpet/stats')
    ).json()) as ServiceStats;
    const html = await (await site.get('/services/carpet')).text();
    expect(html).toContain(`<dt>Specialists</dt><dd>${stats.totalSpecialists}</dd>`);
    expect(html).toContain(`<dt>Towns and cities</dt><dd>${stats.totalCities}</dd>`);
    expect(html).toContain(
      `<dt>Published reviews</dt><dd>${new Intl.NumberFormat('en-GB').format(stats.totalReviews)}</dd>`,
    );
  });

  siteTest(
    'links the top cities for the service from GET /api/services/{slug}/cities, and places Flo in the page',
    async ({ site }) => {
      const { cities } = (await (
        await site.app.request('/api/services/laminate/cities?limit=12')
      ).json()) as ServiceCities;
      expect(cities.length).toBeGreaterThan(0);
      const html = await (await site.get('/services/laminate')).text();
      const linked = [
        ...html.matchAll(/class="city-service card" href="\/specialists\/([a-z-]+)\/laminate"/g),
      ].map((match) => match[1]);
      expect(linked).toEqual(cities.map((city) => city.slug));
      const first = cities[0] as ServiceCities['cities'][number];
      expect(html).toContain(`${first.specialistCount} specialists, rated ${first.averageRating}`);
      expect(html).toContain('href="/services/carpet"');
      expect(html).toContain('class="city-page__chat"');
      expect(html).not.toContain('flo-bubble-slot');
      const service = jsonLdBlocks(html).find((block) => block['@type'] === 'Service');
      expect(service).toMatchObject({
        url: `${TEST_PUBLIC_URL}/services/laminate`,
        offers: { priceCurrency: 'GBP', lowPrice: 20, highPrice: 45 },
      });
    },
  );

  siteTest(
    'answers 404 for an unknown service, including the chat-only "other"',
    async ({ site }) => {
      expect((await site.get('/services/marble')).status).toBe(404);
      expect((await site.get('/services/other')).status).toBe(404);
      expect(site.errors).toEqual([]);
    },
  );
});

describe('/services rendered on the server', () => {
  siteTest('lists the six services, each linking to its guide', async ({ site }) => {
    const res = await site.get('/services');
    expect(res.status).toBe(200);
    const html = await res.text();
    const links = [...html.matchAll(/class="city-service card" href="\/services\/([a-z-]+)"/g)].map(
      (match) => match[1],
    );
    expect(links).toEqual(['carpet', 'hardwood', 'laminate', 'vinyl', 'tile', 'engineered-wood']);
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/services"`);
  });
});
