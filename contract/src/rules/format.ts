/**
 * How Flo writes money, dates and ratings, the same in the chat, the site, the widget and
 * the API's mail (docs/product/constants.md#display). Formatters are made on first use, so a
 * bundle that imports this module for one function does not build the others.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const REVIEW_LIMIT = 120;

let poundsFormat: Intl.NumberFormat | undefined;
let longDateFormat: Intl.DateTimeFormat | undefined;

/**
 * Pence as pounds and pence.
 *
 * @example
 * formatPence(123450) // '£1,234.50'
 */
export function formatPence(pence: number): string {
  poundsFormat ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  return poundsFormat.format(pence / 100);
}

/**
 * A typical installed cost in whole pounds per square metre.
 *
 * @example
 * formatCostPerM2({ low: 15, high: 60 }) // '£15 to £60 per m²'
 */
export function formatCostPerM2(range: { low: number; high: number }): string {
  return `£${range.low} to £${range.high} per m²`;
}

/**
 * A day written out, in UK time whatever the machine's zone, so the server and the browser
 * write the same.
 *
 * @example
 * formatLongDate('2026-12-14T10:00:00Z') // '14 December 2026'
 */
export function formatLongDate(date: Date | string): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  return longDateFormat.format(typeof date === 'string' ? new Date(date) : date);
}

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * A calendar day (`YYYY-MM-DD`, no time or zone) written short, the same on every machine.
 *
 * @example
 * formatDay('2026-11-03') // '3 Nov 2026'
 */
export function formatDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}

function ago(count: number, unit: string): string {
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
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
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
