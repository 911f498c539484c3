/**
 * Dates as the dashboard and the admin console write them: '25 Nov 2026, 14:05'.
 *
 * @example
 * formatDateTime('2026-11-25T14:05:00Z') // '25 Nov 2026, 14:05'
 */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A day as the console's tables write it: '25 Nov 2026'.
 *
 * @example
 * formatDate('2026-11-25T14:05:00Z') // '25 Nov 2026'
 */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });
