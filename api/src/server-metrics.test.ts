import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { chatPayload } from './testing/enquiries.ts';
import { metricValue } from './testing/metrics.ts';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();
const TOKEN = 'scrape-token-0123456789abcdef0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** Mails the server's outbox holds unsent, read from its file. */
function unsentMailsInFile(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return db
      .prepare("select count(*) from mail_outbox where status = 'pending'")
      .pluck()
      .get() as number;
  } finally {
    db.close();
  }
}

describe('the server’s metrics over real sockets', () => {
  it('are served on a loopback port of their own, with the token, and count what the public port served', async () => {
    const running = await server.start({ SEED: 'none', METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    const metricsUrl = running.metricsUrl ?? '';
    const scrapePort = new URL(metricsUrl);
    expect(scrapePort.hostname).toBe('127.0.0.1');
    expect(scrapePort.port).not.toBe(new URL(running.url).port);
    expect((await fetch(`${running.url}/metrics`, { headers: bearer })).status).toBe(404);

    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${running.url}/api/cities/nowhere-town`)).status).toBe(404);
    const enquiry = await fetch(`${running.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(chatPayload()),
    });
    expect(enquiry.status).toBe(201);

    const refused = await fetch(metricsUrl);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('flo_');
    const scraped = await fetch(metricsUrl, { headers: bearer });
    expect(scraped.status).toBe(200);
    const scrape = await scraped.text();

    const requests = (labels: Record<string, string>) =>
      metricValue(scrape, 'flo_http_requests_total', labels);
    expect(requests({ method: 'GET', route: '/healthz', status: '2xx' })).toBe(2);
    expect(requests({ method: 'GET', route: '/api/cities/:slug', status: '4xx' })).toBe(1);
    expect(requests({ method: 'POST', route: '/api/enquiries', status: '2xx' })).toBe(1);
    expect(
      metricValue(scrape, 'flo_http_request_duration_seconds_count', { route: '/healthz' }),
    ).toBe(2);
    expect(scrape).not.toContain('nowhere-town');
    expect(
      metricValue(scrape, 'flo_enquiries_accepted_total', { source: 'homepage_chatbot' }),
    ).toBe(1);
    // The writer thread committed the one enquiry in a batch of its own.
    expect(metricValue(scrape, 'flo_enquiry_writer_batch_size_count')).toBe(1);
    expect(metricValue(scrape, 'flo_enquiry_writer_batch_size_sum')).toBe(1);
    // No SMTP_URL: the enquiry's mail waits in the outbox.
    const unsent = unsentMailsInFile(server.dbPath());
    expect(unsent).toBeGreaterThan(0);
    expect(metricValue(scrape, 'flo_mail_queue_depth')).toBe(unsent);
    expect(metricValue(scrape, 'flo_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(metricValue(scrape, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('are served on the public port only with METRICS_TOKEN, to a scrape that carries it', async () => {
    const running = await server.start({ SEED: 'none', METRICS_TOKEN: TOKEN });
    expect(running.metricsUrl).toBeUndefined();
    const refused = await fetch(`${running.url}/metrics`, {
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const scraped = await fetch(`${running.url}/metrics`, { headers: bearer });
    expect(scraped.status).toBe(200);
    expect(metricValue(await scraped.text(), 'flo_mail_queue_depth')).toBe(0);
    expect(server.printed()).toContain(
      `Metrics for Prometheus on ${running.url}/metrics (Bearer METRICS_TOKEN)`,
    );
  });
});
