import type { Locations, Sitemap } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { groupSitemap } from './group-sitemap.ts';

const urls: Sitemap['urls'] = [
  '/',
  '/about',
  '/services/carpet',
  '/content/choosing-carpet',
  '/specialists/leeds',
  '/specialists/leeds/carpet',
  '/specialists/leeds/tile',
].map((path) => ({ path, lastmod: null }));

const locations: Locations = {
  regions: [
    {
      region: 'Yorkshire and the Humber',
      cities: [
        { slug: 'leeds', name: 'Leeds', specialistCount: 2 },
        { slug: 'york', name: 'York', specialistCount: 0 },
        { slug: 'hull', name: 'Hull', specialistCount: 3 },
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
  const grouped = groupSitemap(urls, locations, articles);

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

  it('counts the specialists of every city instead of listing their profiles', () => {
    expect(grouped.profileCount).toBe(5);
  });
});
