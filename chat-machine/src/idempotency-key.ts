/**
 * A new idempotency key for an enquiry: a UUID version 7 (RFC 9562), the time in milliseconds
 * (48 bits) and then 74 random bits. Time first, so the API's unique index files the keys of
 * one moment side by side instead of each on a random page of a large index (issue 11, ADR
 * 018); random enough that two visitors never share one. Written out here rather than taken
 * from the `uuid` package, which put the script-tag widget over its 30 KB budget; random bytes
 * come from `crypto.getRandomValues`, which plain-http pages have too (unlike `randomUUID`).
 *
 * @example
 * newIdempotencyKey() // '019ab95c-31d0-7c4e-9f1a-5b2d8e7c6a41'
 */
export function newIdempotencyKey(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 0; i < 6; i++) bytes[i] = Math.floor(now / 2 ** (8 * (5 - i))) % 256;
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
