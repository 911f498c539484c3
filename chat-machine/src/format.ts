/** Display rules (docs/product/constants.md#display), shared by the machine and the widget. */

const REVIEW_LIMIT = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Shortens review text over 120 characters (docs/product/validation.md#review-text); the UI
 * offers View more / Show less.
 *
 * @example
 * truncateReview('Great job').isTruncated // false
 */
export function truncateReview(text: string): { short: string; isTruncated: boolean } {
  if (text.length <= REVIEW_LIMIT) return { short: text, isTruncated: false };
  return { short: `${text.slice(0, REVIEW_LIMIT).trimEnd()}…`, isTruncated: true };
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Relative date (docs/product/constants.md#display): same day 'Today', 1 day 'Yesterday',
 * under 7 days 'N days ago', under 30 days weeks, under 365 days months, otherwise years.
 *
 * @example
 * formatRelativeDate('2026-01-01T10:00:00Z', new Date('2026-01-02T10:00:00Z')) // 'Yesterday'
 */
export function formatRelativeDate(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const days = Math.max(0, Math.floor((now.getTime() - then.getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}

/**
 * A rating to one decimal, or 'New' when there is none (docs/product/constants.md#display).
 *
 * @example
 * formatRating('4.66') // '4.7'
 */
export function formatRating(average: string | number | null | undefined): string {
  if (average === null || average === undefined || average === '') return 'New';
  const value = typeof average === 'number' ? average : Number(average);
  return Number.isFinite(value) && value > 0 ? value.toFixed(1) : 'New';
}
