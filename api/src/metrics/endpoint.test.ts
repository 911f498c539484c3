import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp } from '../testing/open-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { carriesToken } from './endpoint.ts';
import { createMetrics, type Metrics } from './index.ts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

let t: TestApp;
let metrics: Metrics;
beforeEach(async () => {
  t = await openTestApp();
  metrics = createMetrics({ engine: t.engine });
});
afterEach(() => t.close());

describe('GET /metrics', () => {
  it('answers the metrics in Prometheus’s text format, never cached', async () => {
    const res = await metrics.route(null).request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('# TYPE flo_http_requests_total counter');
  });

  it('with a token, refuses a scrape without it or with another, and serves one with it', async () => {
    const route = metrics.route(TOKEN);
    const scrape = (authorization?: string) =>
      route.request('/metrics', authorization ? { headers: { authorization } } : {});

    for (const refused of [undefined, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(refused);
      expect(res.status, String(refused)).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.text()).not.toContain('flo_');
    }
    const allowed = await scrape(`Bearer ${TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('flo_mail_queue_depth');
  });
});

describe('carriesToken', () => {
  it('takes only the exact token after Bearer, in any case of the scheme', () => {
    expect(carriesToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(carriesToken(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
    expect(carriesToken('Bearer ', TOKEN)).toBe(false);
  });
});
