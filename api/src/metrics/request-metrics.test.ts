import { IDEMPOTENCY_HEADER } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { chatPayload, insertEnquiryFixtures, simplePayload } from '../testing/enquiries.ts';
import { metricValue } from '../testing/metrics.ts';
import { type OpenTestAppOptions, openTestApp } from '../testing/open-test-app.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { createMetrics, type Metrics } from './index.ts';
import { UNMATCHED_ROUTE } from './request-metrics.ts';

let t: TestApp | undefined;
let metrics: Metrics;
let app: ReturnType<typeof createApp>;
/** A test app on this project's engine, its requests recorded in `metrics`. */
async function open(options: OpenTestAppOptions<unknown> = {}) {
  await t?.close();
  t = await openTestApp(options);
  metrics = createMetrics({ engine: t.engine });
  app = createApp({ ...t.deps, metrics });
}
beforeEach(() => open());
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * What the node adapter gives every request that came over a socket; app.request() alone is
 * a request made in process, as a page rendering itself makes them.
 */
const fromSocket = { incoming: {} };
const send = (path: string, init?: RequestInit) => app.request(path, init, fromSocket);

const requests = async (labels: Record<string, string>) =>
  metricValue(await metrics.scrape(), 'flo_http_requests_total', labels);

describe('request metrics', () => {
  it('count and time requests by route pattern, method and status class, never by raw path', async () => {
    await send('/healthz');
    await send('/healthz');
    expect((await send('/api/cities/nowhere')).status).toBe(404);
    await send('/api/cities/elsewhere');

    const scrape = await metrics.scrape();
    const health = { method: 'GET', route: '/healthz', status: '2xx' };
    expect(metricValue(scrape, 'flo_http_requests_total', health)).toBe(2);
    expect(metricValue(scrape, 'flo_http_request_duration_seconds_count', health)).toBe(2);
    const city = { method: 'GET', route: '/api/cities/:slug', status: '4xx' };
    expect(metricValue(scrape, 'flo_http_requests_total', city)).toBe(2);
    expect(
      metricValue(scrape, 'flo_http_request_duration_seconds_bucket', { ...city, le: '+Inf' }),
    ).toBe(2);
    expect(scrape).not.toContain('nowhere');
  });

  it('put every path no route answers under one label', async () => {
    expect((await send('/api/no-such-thing/42')).status).toBe(404);
    expect((await send('/no-such-page/7')).status).toBe(404);
    expect(await requests({ route: UNMATCHED_ROUTE, status: '4xx' })).toBe(2);
    expect(await metrics.scrape()).not.toMatch(/no-such/);
  });

  it('leave out requests made in process, which are part of the page that made them', async () => {
    await app.request('/healthz');
    expect(await requests({ route: '/healthz' })).toBeUndefined();
  });

  it('count enquiries accepted by source, not their replays', async () => {
    await open({ arrange: insertEnquiryFixtures });
    const key = { [IDEMPOTENCY_HEADER]: 'metrics-key-0001' };
    expect((await send('/api/enquiries', jsonBody(chatPayload(), key))).status).toBe(201);
    expect((await send('/api/enquiries', jsonBody(chatPayload(), key))).status).toBe(201);
    expect((await send('/api/enquiries', jsonBody(simplePayload()))).status).toBe(201);

    const scrape = await metrics.scrape();
    const accepted = (source: string) =>
      metricValue(scrape, 'flo_enquiries_accepted_total', { source });
    expect(accepted('homepage_chatbot')).toBe(1);
    expect(accepted('stable_chat_input')).toBe(1);
    expect(metricValue(scrape, 'flo_http_requests_total', { route: '/api/enquiries' })).toBe(3);
  });

  it('come with the event-loop lag and the process defaults', async () => {
    const scrape = await metrics.scrape();
    expect(metricValue(scrape, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(metricValue(scrape, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
