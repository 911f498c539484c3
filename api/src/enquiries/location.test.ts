import { describe, expect, it } from 'vitest';
import { candidateCitySlugs, citySlugFromText, postcodeAreaFromText } from './location.ts';

describe('citySlugFromText', () => {
  it('lower-cases and hyphenates like the city routes', () => {
    expect(citySlugFromText('  Milton Keynes ')).toBe('milton-keynes');
    expect(citySlugFromText("King's Lynn")).toBe('kings-lynn');
    expect(citySlugFromText('Stoke-on-Trent')).toBe('stoke-on-trent');
  });
});

describe('postcodeAreaFromText', () => {
  it('finds the area letters of full and outward-only UK postcodes anywhere in the text', () => {
    expect(postcodeAreaFromText('M1 2AB')).toBe('M');
    expect(postcodeAreaFromText('ls10 1aa')).toBe('LS');
    expect(postcodeAreaFromText('Flat 2, 10 Road, SW1A 1AA')).toBe('SW');
    expect(postcodeAreaFromText('near MK9')).toBe('MK');
  });

  it('answers undefined when there is no postcode', () => {
    expect(postcodeAreaFromText('Manchester')).toBeUndefined();
    expect(postcodeAreaFromText('12 High Street')).toBeUndefined();
    expect(postcodeAreaFromText('')).toBeUndefined();
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
