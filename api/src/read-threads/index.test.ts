import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type ReadThreads, startReadThreads } from './index.ts';

/**
 * A built site whose pages say which thread rendered them and what the API searched; its
 * page `/stuck` never ends.
 */
function siteNamingItsThread(dir: string): string {
  const site = join(dir, 'site-dist');
  mkdirSync(join(site, 'server'), { recursive: true });
  writeFileSync(
    join(site, 'server', 'entry-server.js'),
    `import { threadId } from 'node:worker_threads';
    export function createSiteHandler({ apiFetch }) {
      return async (request) => {
        if (new URL(request.url).pathname === '/stuck') for (;;) {}
        const search = await (await apiFetch('/api/search?q=oak')).json();
        const html = '<main>' + new URL(request.url).pathname + ' ' + search.total + '</main>';
        return new Response(html, { headers: { 'x-thread': String(threadId) } });
      };
    }`,
  );
  return join(dir, 'site-dist');
}

let t: TestApp;
let siteRoot: string;
let reads: ReadThreads;
const here = vi.fn(async () => new Response('answered on the event loop'));

beforeAll(async () => {
  t = createTestApp();
  insertDirectoryFixture(t.db);
  const databasePath = t.db.$client.name;
  siteRoot = siteNamingItsThread(join(databasePath, '..'));
  reads = startReadThreads({
    threads: 1,
    databasePath,
    config: t.deps.config,
    stripe: null,
    siteRoot,
    publicUrl: 'http://localhost:3000',
    analyticsSrc: null,
  });
  await reads.ready();
}, 60_000);

afterAll(async () => {
  await reads.close();
  t.close();
});

describe('read threads', () => {
  it('answer an API GET as the event loop would, from the same database', async () => {
    const url = 'http://localhost/api/search?q=oak&sort=name';
    const onThread = await reads.fetch(new Request(url), here);
    const onLoop = await t.app.request(url);
    expect(onThread.status).toBe(200);
    expect(await onThread.json()).toEqual(await onLoop.json());
    expect(here).not.toHaveBeenCalled();
  });

  it('render pages on another thread, whose loaders read through its own app', async () => {
    const page = await reads.render(here)(new Request('http://localhost/specialists/leeds'));
    const expected = (await (await t.app.request('/api/search?q=oak')).json()) as { total: number };
    expect(expected.total).toBeGreaterThan(0);
    expect(await page.text()).toBe(`<main>/specialists/leeds ${expected.total}</main>`);
    expect(Number(page.headers.get('x-thread'))).not.toBe(threadId);
    expect(here).not.toHaveBeenCalled();
  });

  it('see what the writing connection committed since they started', async () => {
    const before = (await (
      await reads.fetch(new Request('http://localhost/api/search?q=zebrawood'), here)
    ).json()) as { total: number };
    t.db.$client
      .prepare(
        "UPDATE specialists SET description = description || ' zebrawood' WHERE id = (SELECT min(id) FROM specialists)",
      )
      .run();
    const after = (await (
      await reads.fetch(new Request('http://localhost/api/search?q=zebrawood'), here)
    ).json()) as { total: number };
    expect(after.total).toBe(before.total + 1);
  });
});

describe('read threads that cannot start', () => {
  it('leave every request to the event loop, and stop trying', async () => {
    const broken = startReadThreads({
      threads: 1,
      databasePath: join(t.db.$client.name, '..', 'missing', 'flo.db'),
      config: t.deps.config,
      stripe: null,
      siteRoot: null,
      publicUrl: 'http://localhost:3000',
      analyticsSrc: null,
    });
    const fallback = vi.fn(async () => new Response('here'));
    await expect(broken.ready()).rejects.toThrow('stopped before it could answer');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await broken.fetch(new Request('http://localhost/api/search?q=oak'), fallback);
      expect(await answer.text()).toBe('here');
      await broken.ready().catch(() => {});
    }
    expect(fallback).toHaveBeenCalledTimes(4);
    await broken.close();
  }, 60_000);
});

describe('a read thread that stops answering', () => {
  it('is ended, what it held is answered on the event loop, and a new thread takes over', async () => {
    const stalling = startReadThreads({
      threads: 1,
      databasePath: t.db.$client.name,
      config: t.deps.config,
      stripe: null,
      siteRoot,
      publicUrl: 'http://localhost:3000',
      analyticsSrc: null,
      stallMs: 400,
    });
    await stalling.ready();
    const fallback = vi.fn(async (request: Request) => new Response(`here ${request.url}`));
    const stuck = await stalling.render(fallback)(new Request('http://localhost/stuck'));
    expect(await stuck.text()).toBe('here http://localhost/stuck');

    await stalling.ready();
    const next = await stalling.render(fallback)(new Request('http://localhost/specialists/leeds'));
    expect(await next.text()).toMatch(/^<main>\/specialists\/leeds \d+<\/main>$/);
    expect(fallback).toHaveBeenCalledTimes(1);
    await stalling.close();
  }, 60_000);
});
