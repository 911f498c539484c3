import { describe, expect, it } from 'vitest';
import { type LoadPart, median, mergeParts, percentile, sourceAddress } from './job.ts';

const part = (latencies: number[], extra: Partial<LoadPart> = {}): LoadPart => ({
  latencies: Float64Array.from(latencies),
  elapsedSeconds: 2,
  unexpected: 0,
  unfinished: 0,
  addressesUsed: 0,
  ...extra,
});

describe('mergeParts', () => {
  it('takes percentiles over every part’s latencies and adds the rates', () => {
    const slow = part(Array.from({ length: 10 }, (_, i) => 100 + i));
    const fast = part(Array.from({ length: 90 }, () => 1));
    const result = mergeParts([slow, fast]);
    expect(result.requests).toBe(100);
    expect(result.rps).toBe(50);
    expect(result.p50).toBe(1);
    expect(result.p95).toBe(104);
    expect(result.max).toBe(109);
  });

  it('adds failures and keeps the first one explained', () => {
    const result = mergeParts([
      part([1], { unexpected: 2, unfinished: 1 }),
      part([1], { unexpected: 1, firstUnexpected: '500 /api/enquiries: {}' }),
    ]);
    expect(result.unexpected).toBe(3);
    expect(result.unfinished).toBe(1);
    expect(result.firstUnexpected).toBe('500 /api/enquiries: {}');
  });

  it('counts the address span the interleaved parts took, so the next job starts past it', () => {
    const result = mergeParts([part([1], { addressesUsed: 3 }), part([1], { addressesUsed: 5 })]);
    // Part 1 took offsets 1, 3, 5, 7 and 9: the next free offset is 10.
    expect(result.addressesUsed).toBe(10);
  });

  it('has no figures for a job with no answers', () => {
    const result = mergeParts([part([])]);
    expect(result.p99).toBeNaN();
    expect(median([Number.NaN, 3, 1])).toBe(1);
    expect(percentile(new Float64Array(), 0.5)).toBeNaN();
  });
});

describe('sourceAddress', () => {
  it('skips 127.0.x.x and the .0 and .255 hosts', () => {
    expect(sourceAddress(0)).toBe('127.1.0.1');
    expect(sourceAddress(253)).toBe('127.1.0.254');
    expect(sourceAddress(254)).toBe('127.1.1.1');
  });
});
