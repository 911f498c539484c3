import { randomBytes } from 'node:crypto';
import { hashToken } from '../tokens.ts';

/** Enough for a year of lost phones; a new enrolment replaces them all. */
export const RECOVERY_CODE_COUNT = 10;

/** Crockford's base32 letters: no I, L, O or U, so a code read off paper is typed right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A recovery code: 16 characters (80 random bits, far beyond guessing even from a stolen hash)
 * in groups of four, `7KQ2-M9XD-4TRA-0BWN`.
 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/**
 * What is hashed and compared: upper case, without spaces or dashes, and with the letters a
 * person confuses with digits read as those digits (Crockford's rule).
 *
 * @example
 * normaliseRecoveryCode(' 7kq2 m9xd-4tra-obwn ') // '7KQ2M9XD4TRA0BWN'
 */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The SHA-256 kept instead of the code, like every other token (tokens.ts). */
export function hashRecoveryCode(code: string): string {
  return hashToken(normaliseRecoveryCode(code));
}
