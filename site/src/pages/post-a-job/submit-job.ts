import type { EnquiryCreated } from '@flo/api/contract';
import { IDEMPOTENCY_HEADER } from '@flo/api/contract/constants';
import { type FetchLike, throwIfNotOk } from '../../data/api-request.ts';

/** 32 random hex characters: a fresh Idempotency-Key. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Posts jobs with an `Idempotency-Key` that stays the same while the form's values do: a
 * retry after a lost answer gets the first answer back instead of posting the job twice,
 * while a corrected form is a new submission. The site's request helper takes no headers,
 * hence this small sender of its own (same `STATUS: body` errors).
 *
 * @example
 * const post = createJobPoster(fetch);
 * const answer = await post({ service: 'carpet', city: 'Leeds', … });
 */
export function createJobPoster(transport: FetchLike) {
  let last: { body: string; key: string } | null = null;
  return async (values: Record<string, string>): Promise<EnquiryCreated> => {
    const body = JSON.stringify(values);
    if (last?.body !== body) last = { body, key: newIdempotencyKey() };
    const res = await transport('/api/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: last.key },
      body,
      credentials: 'include',
    });
    await throwIfNotOk(res);
    return (await res.json()) as EnquiryCreated;
  };
}
