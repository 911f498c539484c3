import type { EnquiryCreated, SimpleEnquiry } from '@flo/api/contract';
import { IDEMPOTENCY_HEADER } from '@flo/api/contract/constants';
import { type FetchLike, throwIfNotOk } from '../../data/api-request.ts';

/**
 * A fresh Idempotency-Key: 32 random hex characters. `crypto.getRandomValues` rather than
 * `randomUUID`, which browsers offer only on HTTPS pages.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The browser's fetch, bound so it is called as a plain function. */
export const browserFetch: FetchLike = (path, init) => fetch(path, init);

/**
 * Posts a one-box enquiry with its `Idempotency-Key`, so a retry after a lost answer returns
 * the first enquiry instead of storing a second. The site's `apiRequest` takes no headers,
 * which is why this goes to the transport itself; it keeps the helper's rules (JSON body,
 * cookies included, `STATUS: body` errors through `throwIfNotOk`).
 *
 * @example
 * await sendSimpleEnquiry(browserFetch, payload, newIdempotencyKey());
 */
export async function sendSimpleEnquiry(
  transport: FetchLike,
  payload: SimpleEnquiry,
  idempotencyKey: string,
): Promise<EnquiryCreated> {
  const res = await transport('/api/enquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: JSON.stringify(payload),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return (await res.json()) as EnquiryCreated;
}
