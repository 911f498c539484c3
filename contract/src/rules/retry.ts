/** Back-off of everything Flo retries: the API clients' GETs, the widget's settings call, mail. */

/** A doubling back-off: the first wait, and the longest any wait grows to. */
export interface DoublingBackoff {
  firstMs: number;
  maxMs: number;
}

/**
 * Wait before retry number `retry` (0-based): `firstMs`, doubled each retry, capped at `maxMs`.
 *
 * @example
 * doublingDelayMs(2, { firstMs: 1000, maxMs: 30_000 }) // 4000
 */
export function doublingDelayMs(retry: number, backoff: DoublingBackoff): number {
  // Past 2^30 any cap is reached; stopping there keeps the product finite.
  return Math.min(backoff.firstMs * 2 ** Math.min(retry, 30), backoff.maxMs);
}

/**
 * The chat's and the site's GETs retry network failures and 5xx (never 4xx) up to twice, 1 s,
 * 2 s, 4 s … apart, capped at 30 s (docs/product/errors.md#retries).
 */
export const REQUEST_RETRY = { maxRetries: 2, firstMs: 1000, maxMs: 30_000 } as const;

/**
 * Wait before a GET's retry number `attempt` (0-based, as TanStack Query passes it).
 *
 * @example
 * requestRetryDelayMs(0) // 1000
 */
export function requestRetryDelayMs(attempt: number): number {
  return doublingDelayMs(attempt, REQUEST_RETRY);
}
