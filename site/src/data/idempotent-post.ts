import { IDEMPOTENCY_HEADER } from '@flo/contract/constants';
import { useState } from 'react';
import { useApiRequest } from './ApiRequestProvider.tsx';
import type { ApiRequest } from './api-request.ts';

/**
 * A fresh Idempotency-Key: 32 random hex characters. `crypto.getRandomValues` rather than
 * `randomUUID`, which browsers offer only on HTTPS pages.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A JSON POST with an `Idempotency-Key` that stays the same while the body does: a retry after
 * a lost answer gets the first answer back instead of storing twice, while changed values are
 * a new submission with a new key.
 *
 * @example
 * const postJob = createIdempotentPost<EnquiryCreated>(apiRequest, '/api/jobs');
 * const answer = await postJob({ service: 'carpet', city: 'Leeds', … });
 */
export function createIdempotentPost<Answer>(apiRequest: ApiRequest, path: string) {
  let last: { body: string; key: string } | null = null;
  return async (values: unknown): Promise<Answer> => {
    const body = JSON.stringify(values);
    if (last?.body !== body) last = { body, key: newIdempotencyKey() };
    const headers = { [IDEMPOTENCY_HEADER]: last.key };
    return (await (await apiRequest('POST', path, values, { headers })).json()) as Answer;
  };
}

/**
 * `createIdempotentPost` over the site's request helper, kept for the component's lifetime.
 *
 * @example
 * const postJob = useIdempotentPost<EnquiryCreated>('/api/jobs');
 * const post = useMutation({ mutationFn: postJob });
 */
export function useIdempotentPost<Answer>(path: string): (values: unknown) => Promise<Answer> {
  const apiRequest = useApiRequest();
  const [post] = useState(() => createIdempotentPost<Answer>(apiRequest, path));
  return post;
}
