import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySizeLimit } from './index.ts';

const MAX = 1024;
let server: ServerType;
let origin: string;
let handled = 0;

beforeAll(async () => {
  const app = new Hono();
  app.use('*', bodySizeLimit(MAX));
  app.get('/echo', (c) => c.json({ bytes: 0 }));
  app.post('/echo', async (c) => {
    handled += 1;
    return c.json({ bytes: (await c.req.text()).length });
  });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A body sent with Transfer-Encoding: chunked, its length not declared. */
function chunked(text: string): RequestInit {
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 256) controller.enqueue(bytes.slice(at, at + 256));
      controller.close();
    },
  });
  return { method: 'POST', body: stream, duplex: 'half' } as RequestInit;
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({
    error: { code: 'payload_too_large', message: 'Request body over 1 KiB' },
  });
}

describe('bodySizeLimit over real HTTP', () => {
  it('refuses a declared length over the limit before the handler runs', async () => {
    const before = handled;
    await expectTooLarge(
      await fetch(`${origin}/echo`, { method: 'POST', body: 'x'.repeat(MAX + 1) }),
    );
    expect(handled).toBe(before);
  });

  it('passes a declared length within the limit, body intact', async () => {
    const res = await fetch(`${origin}/echo`, { method: 'POST', body: 'x'.repeat(MAX) });
    expect(await res.json()).toEqual({ bytes: MAX });
  });

  it('counts a chunked body as it streams and refuses it past the limit', async () => {
    const before = handled;
    await expectTooLarge(await fetch(`${origin}/echo`, chunked('y'.repeat(MAX + 300))));
    expect(handled).toBe(before);
    const res = await fetch(`${origin}/echo`, chunked('y'.repeat(MAX - 10)));
    expect(await res.json()).toEqual({ bytes: MAX - 10 });
  });

  it('lets a GET through untouched', async () => {
    expect((await fetch(`${origin}/echo`)).status).toBe(200);
  });
});
