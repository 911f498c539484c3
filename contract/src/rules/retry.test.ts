import { describe, expect, it } from 'vitest';
import { doublingDelayMs, REQUEST_RETRY, requestRetryDelayMs } from './retry.ts';

describe('doublingDelayMs', () => {
  it('doubles from the first wait and stops at the cap', () => {
    const backoff = { firstMs: 60_000, maxMs: 60 * 60 * 1000 };
    expect([0, 1, 2, 5, 6, 10].map((retry) => doublingDelayMs(retry, backoff))).toEqual([
      60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('stays at the cap however many retries there were', () => {
    expect(doublingDelayMs(5000, { firstMs: 2000, maxMs: 120_000 })).toBe(120_000);
  });
});

describe('requestRetryDelayMs', () => {
  it('doubles the delay from 1 s and caps it at 30 s, for at most two retries', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 10].map(requestRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(REQUEST_RETRY.maxRetries).toBe(2);
  });
});
