import { describe, expect, it } from 'vitest';
import { formatAverageRating } from './rating.ts';

describe('formatAverageRating', () => {
  it('shows one decimal, rounding half up', () => {
    expect(formatAverageRating(13, 3)).toBe('4.3');
    expect(formatAverageRating(14, 3)).toBe('4.7');
    expect(formatAverageRating(17, 4)).toBe('4.3');
    expect(formatAverageRating(8, 2)).toBe('4.0');
    expect(formatAverageRating(5, 1)).toBe('5.0');
  });

  it('answers null when there are no ratings', () => {
    expect(formatAverageRating(0, 0)).toBeNull();
  });
});
