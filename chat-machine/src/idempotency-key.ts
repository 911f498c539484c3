import { v7 as uuidv7 } from 'uuid';

/**
 * A new idempotency key for an enquiry: a UUID version 7 (RFC 9562), the time in milliseconds
 * (48 bits) and then 74 random bits. Time first, so the API's unique index files the keys of
 * one moment side by side instead of each on a random page of a large index (issue 11); random
 * enough that two visitors never share one. In browsers `uuid` draws from
 * `crypto.getRandomValues`, which, unlike `crypto.randomUUID`, plain-http pages have too.
 *
 * @example
 * newIdempotencyKey() // '019ab95c-31d0-7c4e-9f1a-5b2d8e7c6a41'
 */
export function newIdempotencyKey(now: number = Date.now()): string {
  return uuidv7({ msecs: now });
}
