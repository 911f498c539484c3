import { describe, expect, it } from 'vitest';
import { agreeing, possessive, specialistsWhoRespond } from './plural.ts';

describe('plural agreement', () => {
  it('agrees a noun and a verb with one and with many', () => {
    expect(specialistsWhoRespond(1)).toBe(
      '1 local flooring specialist, who typically responds within 2 hours',
    );
    expect(specialistsWhoRespond(3)).toBe(
      '3 local flooring specialists, who typically respond within 2 hours',
    );
    expect(agreeing(0, 'firm', 'firms')).toBe('firms');
  });

  it('writes a possessive without an s after a final s', () => {
    expect(possessive('Brookby Floors')).toBe('Brookby Floors’');
    expect(possessive('Oakbridge Flooring')).toBe('Oakbridge Flooring’s');
  });
});
