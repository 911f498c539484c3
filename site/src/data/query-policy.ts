import { ApiRequestError } from './api-request.ts';

/** Spec section 9: data stays fresh 5 minutes and unused cache goes after 10. */
export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 10 * 60 * 1000;
const MAX_RETRIES = 2;
const RETRY_DELAY_CAP_MS = 30_000;

/** Client errors (4xx) are never retried; anything else is retried up to twice. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s (`attempt` counts from 0, as TanStack Query passes it). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, RETRY_DELAY_CAP_MS);
}
