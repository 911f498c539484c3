import { describe, expect, it } from 'vitest';
import {
  formatCostPerM2,
  formatLongDate,
  formatPence,
  formatRating,
  formatRelativeDate,
  truncateReview,
} from './format.ts';

describe('formatPence', () => {
  it('writes pounds with a thousands comma and two decimals', () => {
    expect(formatPence(123450)).toBe('£1,234.50');
    expect(formatPence(5000)).toBe('£50.00');
  });
});

describe('formatCostPerM2', () => {
  it('writes a whole-pound range per square metre', () => {
    expect(formatCostPerM2({ low: 15, high: 60 })).toBe('£15 to £60 per m²');
  });
});

describe('formatLongDate', () => {
  it('writes the day in UK time', () => {
    expect(formatLongDate('2026-12-14T10:00:00Z')).toBe('14 December 2026');
    // 23:30 UTC in summer is already the next day in London.
    expect(formatLongDate(new Date('2026-07-01T23:30:00Z'))).toBe('2 July 2026');
    expect(formatLongDate('2026-11-25')).toBe('25 November 2026');
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
