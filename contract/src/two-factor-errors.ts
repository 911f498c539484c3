/*
 * Kept apart from two-factor.ts's schemas, so a browser that only checks an answer's error code
 * does not load (and run) zod's schema constructors, whose eval check a strict CSP reports.
 */

/** The error code of a login whose first factor was right but which needs its code next. */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';
