import { randomFillSync } from 'node:crypto';

/**
 * The 64 base64url characters in ASCII order, so a reference's time digits sort the way
 * SQLite compares text (byte by byte): a later reference is always the greater.
 */
const SORTED_DIGITS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const TIME_DIGITS = 7;

/** The millisecond as 7 digits (42 bits: good until the year 2109). */
function timeDigits(at: Date): string {
  let rest = at.getTime();
  let digits = '';
  for (let i = 0; i < TIME_DIGITS; i++) {
    digits = SORTED_DIGITS[rest % 64] + digits;
    rest = Math.floor(rest / 64);
  }
  return digits;
}

/**
 * Random bytes drawn 4 KiB at a time: one call into OpenSSL per 512 references instead of one
 * each, as Node does for `randomUUID`.
 */
const randomPool = Buffer.alloc(4096);
let poolOffset = randomPool.length;

function eightRandomBytes(): Buffer {
  if (poolOffset === randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  poolOffset += 8;
  return randomPool.subarray(poolOffset - 8, poolOffset);
}

/**
 * A new enquiry's public reference: `enq_` and 16 base64url characters, the first 7 the
 * millisecond it was made in, the other 9 random (54 bits). Time first, in digits that sort as
 * text, so each new reference goes at the end of the unique index: a group commit writes its
 * last page or two instead of a page per enquiry (issue 11, ADR 018). 54 random bits still
 * leave a reference unguessable.
 *
 * @example
 * newEnquiryReference(new Date()) // 'enq_NdJ3kQ2Tfa0Zc_mW'
 */
export function newEnquiryReference(at: Date): string {
  return `enq_${timeDigits(at)}${eightRandomBytes().toString('base64url').slice(0, 9)}`;
}
