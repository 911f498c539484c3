import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { metricValue } from '../testing/metrics.ts';
import { RequestTally } from './request-tally.ts';

describe('RequestTally', () => {
  it('is scraped as a counter and a histogram of cumulative buckets, a bound holding its own value', async () => {
    const registry = new Registry();
    const tally = new RequestTally();
    tally.register(registry);
    for (const seconds of [0.001, 0.003, 0.003, 20])
      tally.record('GET', '/healthz', '2xx', seconds);
    tally.record('POST', '/api/enquiries', '5xx', 0.2);

    const scrape = await registry.metrics();
    expect(scrape).toContain('# TYPE flo_http_requests_total counter');
    expect(scrape).toContain('# TYPE flo_http_request_duration_seconds histogram');
    const health = { method: 'GET', route: '/healthz', status: '2xx' };
    expect(metricValue(scrape, 'flo_http_requests_total', health)).toBe(4);
    const bucket = (le: string) =>
      metricValue(scrape, 'flo_http_request_duration_seconds_bucket', { ...health, le });
    expect([
      bucket('0.001'),
      bucket('0.0025'),
      bucket('0.005'),
      bucket('10'),
      bucket('+Inf'),
    ]).toEqual([1, 1, 3, 3, 4]);
    expect(metricValue(scrape, 'flo_http_request_duration_seconds_sum', health)).toBeCloseTo(
      20.007,
    );
    expect(metricValue(scrape, 'flo_http_request_duration_seconds_count', health)).toBe(4);
    const failed = { method: 'POST', route: '/api/enquiries', status: '5xx' };
    expect(metricValue(scrape, 'flo_http_requests_total', failed)).toBe(1);
    expect(
      metricValue(scrape, 'flo_http_request_duration_seconds_bucket', { ...failed, le: '0.1' }),
    ).toBe(0);
  });
});
