import { describe, expect, it } from 'vitest';
import { candidateCitySlugs, citySlugFromText } from './location.ts';

describe('citySlugFromText', () => {
  it('lower-cases and hyphenates like the city routes', () => {
    expect(citySlugFromText('  Milton Keynes ')).toBe('milton-keynes');
    expect(citySlugFromText("King's Lynn")).toBe('kings-lynn');
    expect(citySlugFromText('Stoke-on-Trent')).toBe('stoke-on-trent');
  });
});

describe('candidateCitySlugs', () => {
  it('tries the whole text first, then each comma-separated part', () => {
    expect(candidateCitySlugs('12 High Street, Leeds')).toEqual([
      '12-high-street-leeds',
      '12-high-street',
      'leeds',
    ]);
  });
});
