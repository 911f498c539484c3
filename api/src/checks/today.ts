/**
 * The calendar day in the UK at `at`, `YYYY-MM-DD`: the day a check's dates are compared with.
 *
 * @example
 * ukDay(new Date('2026-06-30T23:30:00Z')) // '2026-07-01' (BST)
 */
export function ukDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
}
