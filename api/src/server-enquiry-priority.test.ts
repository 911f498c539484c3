import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { chatPayload } from './testing/enquiries.ts';
import { metricValue } from './testing/metrics.ts';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();
const TOKEN = 'scrape-token-0123456789abcdef0123456789';
const ENQUIRIES = 24;
const READS = 24;

/** A request on a connection of its own, as a visitor's browser opens one; answers its status. */
function send(url: string, method: 'GET' | 'POST', body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = body
      ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() }
      : {};
    const sent = request(url, { method, agent: false, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Enquiries posted together, then reads sent while they are being taken; every status. */
async function enquiriesThenReads(url: string) {
  const enquiry = JSON.stringify(chatPayload());
  const enquiries = Array.from({ length: ENQUIRIES }, () =>
    send(`${url}/api/enquiries`, 'POST', enquiry),
  );
  const reads = Array.from({ length: READS }, () => send(`${url}/api/chat-settings`, 'GET'));
  const probe = await send(`${url}/healthz`, 'GET');
  return { enquiries: await Promise.all(enquiries), reads: await Promise.all(reads), probe };
}

async function readsThatWaited(metricsUrl: string) {
  const scraped = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
  return metricValue(await scraped.text(), 'flo_reads_waited_for_enquiries_seconds_count') ?? 0;
}

describe('enquiries ahead of reads, over real sockets (ADR 053)', () => {
  it('holds reads that arrive while enquiries are taken, and answers every request', async () => {
    const running = await server.start({
      SEED: 'none',
      METRICS_PORT: '0',
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_MULTIPLIER: '5',
      ENQUIRY_PRIORITY_MS: '2000',
    });
    const { enquiries, reads, probe } = await enquiriesThenReads(running.url);
    expect(enquiries).toEqual(Array(ENQUIRIES).fill(201));
    expect(reads).toEqual(Array(READS).fill(200));
    expect(probe).toBe(200);
    expect(await readsThatWaited(running.metricsUrl ?? '')).toBeGreaterThan(0);
  });
});
