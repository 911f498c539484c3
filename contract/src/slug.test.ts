import { describe, expect, it } from 'vitest';
import { buildSpecialistSlug, citySlug } from './slug.ts';

describe('citySlug', () => {
  it('lower-cases, trims and turns spaces into hyphens', () => {
    expect(citySlug('  Milton Keynes ')).toBe('milton-keynes');
    expect(citySlug('LONDON')).toBe('london');
  });

  it('collapses runs of spaces and keeps existing hyphens single', () => {
    expect(citySlug('Stoke-on-Trent')).toBe('stoke-on-trent');
    expect(citySlug('St   Albans')).toBe('st-albans');
    expect(citySlug('Stoke - on - Trent')).toBe('stoke-on-trent');
  });

  it('drops apostrophes and accents so the slug fits the route parameter', () => {
    expect(citySlug("King's Lynn")).toBe('kings-lynn');
    expect(citySlug('Ystradgynlais Café')).toBe('ystradgynlais-cafe');
  });

  it('gives the empty string for blank input', () => {
    expect(citySlug('   ')).toBe('');
  });
});

describe('buildSpecialistSlug', () => {
  it('removes company suffix words and appends the city slug', () => {
    expect(buildSpecialistSlug('Oakbridge Flooring Ltd', 'manchester')).toBe(
      'oakbridge-flooring-manchester',
    );
    expect(buildSpecialistSlug('Northern Floors Limited', 'leeds')).toBe('northern-floors-leeds');
    expect(buildSpecialistSlug('Acme Tiling PLC', 'bristol')).toBe('acme-tiling-bristol');
    expect(buildSpecialistSlug('Floorworks Inc', 'york')).toBe('floorworks-york');
    expect(buildSpecialistSlug('Grain Corp', 'hull')).toBe('grain-hull');
  });

  it('removes "co." and "co" as words, but not inside other words', () => {
    expect(buildSpecialistSlug('Harper & Co. Carpets', 'leeds')).toBe('harper-carpets-leeds');
    expect(buildSpecialistSlug('Harper and Co Carpets', 'leeds')).toBe('harper-and-carpets-leeds');
    expect(buildSpecialistSlug('Cobalt Coastal Floors', 'leeds')).toBe(
      'cobalt-coastal-floors-leeds',
    );
    expect(buildSpecialistSlug('Incline Floors', 'leeds')).toBe('incline-floors-leeds');
  });

  it('strips punctuation, joins apostrophes and hyphenates the words', () => {
    expect(buildSpecialistSlug("O'Neill's Floors (Est. 1990)", 'cardiff')).toBe(
      'oneills-floors-est-1990-cardiff',
    );
  });

  it('normalises the city part with the city slug rule', () => {
    expect(buildSpecialistSlug('Oakbridge Flooring', 'Milton Keynes')).toBe(
      'oakbridge-flooring-milton-keynes',
    );
  });

  it('falls back to the city slug when nothing of the name survives', () => {
    expect(buildSpecialistSlug('Ltd.', 'leeds')).toBe('leeds');
  });
});
