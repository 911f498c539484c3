import type { Locations, Sitemap } from '@flo/api/contract';
import { describe, expect, it } from 'vitest';
import { groupSitemap } from './group-sitemap.ts';

const sitemap: Sitemap = {
  urls: [
    '/',
    '/about',
    '/services/carpet',
    '/specialists/leeds',
    '/specialists/leeds/carpet',
    '/specialists/leeds/tile',
    '/specialist/oak-floors-leeds',
    '/specialist/oak-floors-leeds/carpet',
    '/specialist/tiles-r-us-leeds',
    '/content/choosing-carpet',
  ].map((path) => ({ path, lastmod: null })),
};

const locations: Locations = {
  regions: [
    {
      region: 'Yorkshire and the Humber',
      cities: [
        { slug: 'leeds', name: 'Leeds', specialistCount: 2 },
        { slug: 'york', name: 'York', specialistCount: 0 },
      ],
    },
    { region: 'Wales', cities: [{ slug: 'cardiff', name: 'Cardiff', specialistCount: 0 }] },
  ],
};

const articles = [
  {
    slug: 'choosing-carpet',
    title: 'Choosing a carpet',
    summary: 'Pile, fibre and underlay.',
    publishedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    readingMinutes: 3,
  },
];

describe('groupSitemap', () => {
  const grouped = groupSitemap(sitemap, locations, articles);

  it('names the site pages, services and guides', () => {
    expect(grouped.pages).toEqual([
      { path: '/', name: 'Home' },
      { path: '/about', name: 'About us' },
    ]);
    expect(grouped.services).toEqual([{ path: '/services/carpet', name: 'Carpet Installation' }]);
    expect(grouped.guides).toEqual([
      { path: '/content/choosing-carpet', name: 'Choosing a carpet' },
    ]);
  });

  it('groups the cities in the sitemap by region with their service pages, leaving out empty ones', () => {
    expect(grouped.regions).toEqual([
      {
        region: 'Yorkshire and the Humber',
        cities: [
          {
            path: '/specialists/leeds',
            name: 'Leeds',
            specialistCount: 2,
            services: [
              { path: '/specialists/leeds/carpet', name: 'Carpet Installation' },
              { path: '/specialists/leeds/tile', name: 'Tile Installation' },
            ],
          },
        ],
      },
    ]);
  });

  it('counts specialist profiles instead of listing them', () => {
    expect(grouped.profileCount).toBe(2);
  });
});
