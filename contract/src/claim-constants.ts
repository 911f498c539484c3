/**
 * Plain constants of listing claims and subscription requests, free of zod so the site's
 * pages can import them (through `@flo/contract/constants`) without a validation library.
 *
 * @example
 * import { CLAIM_REFERENCE } from './constants.ts';
 * CLAIM_REFERENCE.test('CLM-7K2QX9PA'); // true
 */

export const CLAIM_ROLES = [
  'Owner',
  'Director or partner',
  'Manager',
  'Office or admin staff',
] as const;

/** Public references look like 'CLM-7K2QX9PA' and 'SUB-…': no row ids on the wire. */
export const CLAIM_REFERENCE = /^CLM-[A-Z2-9]{8}$/;
export const SUBSCRIPTION_REFERENCE = /^SUB-[A-Z2-9]{8}$/;

/** Which screen a subscription request came from; it decides the success screen the site shows. */
export const SUBSCRIPTION_SOURCES = ['subscribe', 'checkout', 'claim-checkout'] as const;
