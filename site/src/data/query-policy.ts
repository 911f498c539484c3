import { REQUEST_RETRY } from '@flo/contract/rules';
import { ApiRequestError } from './api-request.ts';

/**
 * Data stays fresh 5 minutes and unused cache goes after 10
 * (docs/product/constants.md#caching).
 */
export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 10 * 60 * 1000;

/** Client errors (4xx) are never retried; anything else is retried up to twice. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < REQUEST_RETRY.maxRetries;
}
