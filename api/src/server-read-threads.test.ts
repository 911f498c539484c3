import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDEMPOTENCY_HEADER } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { chatPayload } from './testing/enquiries.ts';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();

/** A built site whose pages name the thread that rendered them and the Leeds listing's size. */
function siteNamingItsThread(dir: string) {
  const site = join(dir, 'site-dist');
  mkdirSync(join(site, 'client'), { recursive: true });
  mkdirSync(join(site, 'server'), { recursive: true });
  writeFileSync(
    join(site, 'server', 'entry-server.js'),
    `import { threadId } from 'node:worker_threads';
    export function createSiteHandler({ apiFetch }) {
      return async () => {
        const listing = await (await apiFetch('/api/specialists/city/leeds')).text();
        const payments = await (await apiFetch('/api/payments')).json();
        return new Response('<main>' + payments.mode + listing + '</main>', {
          headers: { 'content-type': 'text/html; charset=utf-8', 'x-thread': String(threadId) },
        });
      };
    }`,
  );
  return { widget: join(dir, 'no-widget'), site };
}

/** Asks for a page until a read thread rendered it: the threads start with the first request. */
async function pageFromReadThread(url: string): Promise<Response> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const page = await fetch(url);
    if (page.headers.get('x-thread') !== '0') return page;
    await page.arrayBuffer();
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error('no read thread rendered the page');
}

describe('the server with read threads (READ_THREADS=1)', () => {
  it('renders pages and answers searches off the event loop, and still takes enquiries', async () => {
    const { url } = await server.start(
      {
        READ_THREADS: '1',
        PAGE_CACHE_MB: '0',
        STRIPE_SECRET_KEY: 'sk_test_read_threads',
        STRIPE_WEBHOOK_SECRET: 'whsec_read_threads',
      },
      { staticRoots: siteNamingItsThread(server.dir()) },
    );
    const onLoop = await fetch(`${url}/specialists/leeds`);
    const onThread = await pageFromReadThread(`${url}/specialists/leeds`);
    expect(onThread.status).toBe(200);
    // The thread's app is made as the loop's: with Stripe, pages say cards are taken.
    const html = await onThread.text();
    expect(html).toBe(await onLoop.text());
    expect(html).toMatch(/^<main>card/);

    // The event loop's own middleware still runs around it: security headers, compression.
    const search = await fetch(`${url}/api/search?q=carpet`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('content-type')).toContain('application/json');
    expect(search.headers.get('x-content-type-options')).toBe('nosniff');
    expect(search.headers.get('content-encoding')).toBe('gzip');
    expect(((await search.json()) as { total: number }).total).toBeGreaterThan(0);

    const enquiry = await fetch(`${url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: 'read-threads-0001' },
      body: JSON.stringify(chatPayload({ location: 'Leeds' })),
    });
    expect(enquiry.status).toBe(201);
  }, 90_000);
});
