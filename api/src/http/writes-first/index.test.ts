import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { writesFirst } from './index.ts';

/** A write whose answer the test releases, and what finished in which order. */
function appWithHeldWrites(maxWaitMs: number) {
  const finished: string[] = [];
  const held = new Map<string, () => void>();
  const waits: number[] = [];
  const app = new Hono();
  app.use(
    '*',
    writesFirst({
      isWrite: (c) => c.req.method === 'POST' && c.req.path.startsWith('/enquiries/'),
      neverWaits: (c) => c.req.path === '/healthz',
      maxWaitMs,
      onWaited: (ms) => waits.push(ms),
    }),
  );
  app.post('/enquiries/:name', async (c) => {
    const name = c.req.param('name');
    await new Promise<void>((release) => held.set(name, release));
    finished.push(`write ${name}`);
    return c.body(null, 201);
  });
  app.on(['GET', 'PATCH'], '/*', (c) => {
    finished.push(`${c.req.method} ${c.req.path}`);
    return c.text('ok');
  });
  const request = (method: string, path: string) =>
    Promise.resolve(app.request(path, { method })).then((answer) => answer.status);
  /** Lets the app run what it can: the middleware's awaits, the handlers up to their holds. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  const release = (name: string) => held.get(name)?.();
  return { finished, request, settle, release, waits };
}

describe('writesFirst', () => {
  it('answers a read at once while no write runs', async () => {
    const { request, waits } = appWithHeldWrites(1_000);
    expect(await request('GET', '/')).toBe(200);
    expect(waits).toEqual([]);
  });

  it('holds a read that arrives during a write until the write has answered', async () => {
    const { finished, request, settle, release, waits } = appWithHeldWrites(10_000);
    const write = request('POST', '/enquiries/a');
    await settle();
    const read = request('GET', '/specialists/leeds');
    await settle();
    expect(finished).toEqual([]);
    release('a');
    expect(await Promise.all([write, read])).toEqual([201, 200]);
    expect(finished).toEqual(['write a', 'GET /specialists/leeds']);
    expect(waits).toHaveLength(1);
  });

  it('holds a read only for the writes that began before it', async () => {
    const { finished, request, settle, release } = appWithHeldWrites(10_000);
    const first = request('POST', '/enquiries/a');
    await settle();
    const read = request('GET', '/');
    await settle();
    const later = request('POST', '/enquiries/b');
    await settle();
    release('a');
    expect(await read).toBe(200);
    expect(finished).toEqual(['write a', 'GET /']);
    release('b');
    expect(await Promise.all([first, later])).toEqual([201, 201]);
  });

  it('lets a read go after the longest wait though the write still runs', async () => {
    const { finished, request, settle, release, waits } = appWithHeldWrites(20);
    const write = request('POST', '/enquiries/slow');
    await settle();
    expect(await request('GET', '/')).toBe(200);
    expect(finished).toEqual(['GET /']);
    expect(waits[0]).toBeGreaterThanOrEqual(19);
    release('slow');
    expect(await write).toBe(201);
  });

  it('never holds the probes, other methods, or anything when the wait is 0', async () => {
    const held = appWithHeldWrites(10_000);
    const write = held.request('POST', '/enquiries/a');
    await held.settle();
    expect(await held.request('GET', '/healthz')).toBe(200);
    expect(await held.request('PATCH', '/listing')).toBe(200);
    held.release('a');
    await write;

    const off = appWithHeldWrites(0);
    const unheld = off.request('POST', '/enquiries/a');
    await off.settle();
    expect(await off.request('GET', '/')).toBe(200);
    off.release('a');
    await unheld;
    expect(held.waits).toEqual([]);
    expect(off.waits).toEqual([]);
  });

  it('still counts a write that fails as answered', async () => {
    const app = new Hono();
    app.use('*', writesFirst({ isWrite: (c) => c.req.method === 'POST', maxWaitMs: 10_000 }));
    app.onError((_, c) => c.text('failed', 500));
    app.post('/enquiries', () => {
      throw new Error('disk full');
    });
    app.get('/', (c) => c.text('ok'));
    expect((await app.request('/enquiries', { method: 'POST' })).status).toBe(500);
    expect((await app.request('/')).status).toBe(200);
  });
});
