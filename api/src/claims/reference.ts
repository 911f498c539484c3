import { randomInt } from 'node:crypto';

/** No 0/O or 1/I, so a reference read out over the phone is not misheard. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A public reference for a request: the prefix and 8 random characters ('CLM-7K2QX9PA').
 * Random rather than sequential, so a reference says nothing about how many requests exist.
 *
 * @example
 * newReference('SUB') // 'SUB-Q4M8ZC2E'
 */
export function newReference(prefix: 'CLM' | 'SUB'): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
