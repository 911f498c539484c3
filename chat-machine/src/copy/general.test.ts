import { describe, expect, it } from 'vitest';
import { generalCopy } from './general.ts';

describe("Flo's words on a service's figures", () => {
  it('count specialists, cities and reviews in the plural', () => {
    const stats = {
      totalSpecialists: 42,
      totalCities: 12,
      totalReviews: 318,
      averageRating: '4.6',
    };
    expect(generalCopy.serviceStats('Carpet Installation', stats)).toBe(
      'Great choice. We have 42 Carpet Installation specialists across 12 cities, with 318 reviews and an average rating of 4.6 out of 5.',
    );
  });

  it('say one specialist, one city and one review in the singular', () => {
    const stats = { totalSpecialists: 1, totalCities: 1, totalReviews: 1, averageRating: null };
    expect(generalCopy.serviceStats('Tile Fitting', stats)).toBe(
      'Great choice. We have 1 Tile Fitting specialist across 1 city, with 1 review.',
    );
  });
});
