import { describe, expect, it } from 'vitest';
import { isUkPostcodeOrOutcode, postcodeArea, postcodeAreaInText } from './postcode.ts';

describe('isUkPostcodeOrOutcode', () => {
  it.each(['LS6 2AB', 'ls62ab', 'LS6', 'SW1A 1AA', 'M1', 'EC1A 1BB'])('%s is a postcode', (code) =>
    expect(isUkPostcodeOrOutcode(code)).toBe(true),
  );

  it.each(['Leeds', 'Milton Keynes', 'St Albans', '12345', ' LS6', 'LS6 2AB x'])(
    '%s is not a postcode',
    (text) => expect(isUkPostcodeOrOutcode(text)).toBe(false),
  );
});

describe('postcodeArea', () => {
  it('answers the upper-case area letters of a postcode or outward code', () => {
    expect(postcodeArea('ls6 2ab')).toBe('LS');
    expect(postcodeArea('M1')).toBe('M');
    expect(postcodeArea('SW1A1AA')).toBe('SW');
  });

  it('answers undefined for anything else', () => {
    expect(postcodeArea('Leeds')).toBeUndefined();
    expect(postcodeArea('')).toBeUndefined();
  });
});

describe('postcodeAreaInText', () => {
  it('finds the area letters of full and outward-only UK postcodes anywhere in the text', () => {
    expect(postcodeAreaInText('M1 2AB')).toBe('M');
    expect(postcodeAreaInText('ls10 1aa')).toBe('LS');
    expect(postcodeAreaInText('Flat 2, 10 Road, SW1A 1AA')).toBe('SW');
    expect(postcodeAreaInText('near MK9')).toBe('MK');
    expect(postcodeAreaInText('Leeds,LS62AB')).toBe('LS');
  });

  it('answers undefined when there is no postcode', () => {
    expect(postcodeAreaInText('Manchester')).toBeUndefined();
    expect(postcodeAreaInText('12 High Street')).toBeUndefined();
    expect(postcodeAreaInText('')).toBeUndefined();
  });
});
