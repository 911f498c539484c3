import { describe, expect, it } from 'vitest';
import { formatRating, formatRelativeDate, truncateReview } from './format.ts';

describe('truncateReview', () => {
  it('keeps text of 120 characters or fewer whole', () => {
    const exactly120 = 'a'.repeat(120);
    expect(truncateReview(exactly120)).toEqual({ short: exactly120, isTruncated: false });
  });

  it('shortens text over 120 characters to the first 120 plus an ellipsis', () => {
    const result = truncateReview(`${'b'.repeat(120)}cdef`);
    expect(result.isTruncated).toBe(true);
    expect(result.short).toBe(`${'b'.repeat(120)}…`);
  });
});

describe('formatRelativeDate', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [364, '12 months ago'],
    [365, '1 year ago'],
    [800, '2 years ago'],
  ])('%i days back reads %s', (days, expected) => {
    expect(formatRelativeDate(daysAgo(days), now)).toBe(expected);
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(formatRelativeDate('2026-06-29T12:00:00Z', now)).toBe('Yesterday');
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating('4.66')).toBe('4.7');
    expect(formatRating(5)).toBe('5.0');
  });

  it("shows 'New' when there is no rating", () => {
    expect(formatRating(null)).toBe('New');
    expect(formatRating(undefined)).toBe('New');
    expect(formatRating('')).toBe('New');
    expect(formatRating('not a number')).toBe('New');
  });
});
