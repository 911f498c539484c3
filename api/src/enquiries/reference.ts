import { randomFillSync } from 'node:crypto';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The second as 6 base64url digits (36 bits: good until the year 4147). */
function secondDigits(at: Date): string {
  let rest = Math.floor(at.getTime() / 1000);
  let digits = '';
  for (let i = 0; i < 6; i++) {
    digits = BASE64URL[rest % 64] + digits;
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
 * A new enquiry's public reference: `enq_` and 16 base64url characters, the first 6 the second
 * it was made in, the other 10 random (60 bits). Time first, so the unique index files
 * enquiries made close together side by side: a group commit writes one page of it instead of
 * one page per enquiry (issue 11, ADR 018). 60 random bits still leave a reference unguessable.
 *
 * @example
 * newEnquiryReference(new Date()) // 'enq_BpJqXw3kTfa0Zc_m'
 */
export function newEnquiryReference(at: Date): string {
  return `enq_${secondDigits(at)}${eightRandomBytes().toString('base64url').slice(0, 10)}`;
}
