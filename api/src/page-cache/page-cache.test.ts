import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './encoding.ts';
import { createPageCache, type RenderPage } from './page-cache.ts';

const PUBLIC = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, no-cache' };

/** A render that counts its calls and answers `<path> #<n>` padded past the compression floor. */
function counted(headers: Record<string, string> = PUBLIC, status = 200) {
  let renders = 0;
  const render: RenderPage = async (request) => {
    renders += 1;
    const body = `<p>${new URL(request.url).pathname} #${renders}</p>${'<i>oak</i>'.repeat(200)}`;
    return new Response(body, { status, headers });
  };
  return { render, renders: () => renders };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://flo.test${path}`, { headers });

function cacheWith(options: Partial<Parameters<typeof createPageCache>[0]> = {}) {
  let version = 1;
  let clock = 0;
  const cache = createPageCache({
    version: () => version,
    maxEntries: 100,
    maxBytes: 10_000_000,
    maxAgeMs: 60_000,
    now: () => clock,
    ...options,
  });
  return {
    cache,
    write: () => {
      version += 1;
    },
    wait: (ms: number) => {
      clock += ms;
    },
  };
}

describe('createPageCache', () => {
  it('sends a kept page until the data version moves or the page grows old', async () => {
    const { cache, write, wait } = cacheWith();
    const page = counted();
    const first = await (await cache.respond(get('/'), page.render)).text();
    expect(await (await cache.respond(get('/'), page.render)).text()).toBe(first);
    expect(page.renders()).toBe(1);
    write();
    expect(await (await cache.respond(get('/'), page.render)).text()).toContain('#2');
    wait(60_000);
    expect(await (await cache.respond(get('/'), page.render)).text()).toContain('#3');
  });

  it('never keeps a page that sets a cookie, is not public, is private or is not a 200', async () => {
    const refused = [
      counted({ ...PUBLIC, 'set-cookie': 'flo=1; HttpOnly' }),
      counted({ 'content-type': 'text/html', 'cache-control': 'no-cache' }),
      counted({ 'content-type': 'text/html', 'cache-control': 'private, public' }),
      counted(PUBLIC, 404),
    ];
    const { cache } = cacheWith();
    for (const page of refused) {
      const answers = [
        await cache.respond(get('/admin'), page.render),
        await cache.respond(get('/admin'), page.render),
      ];
      expect(page.renders()).toBe(2);
      expect(answers[1]?.headers.get('set-cookie')).toBe(answers[0]?.headers.get('set-cookie'));
    }
    expect(cache.size).toBe(0);
  });

  it('keeps a page number apart and renders any other query string every time', async () => {
    const { cache } = cacheWith();
    const page = counted();
    for (const path of ['/specialists/leeds?page=2', '/specialists/leeds?page=2']) {
      await cache.respond(get(path), page.render);
    }
    expect(page.renders()).toBe(1);
    for (const path of ['/?utm_source=x', '/?utm_source=x', '/?page=2&sort=name', '/?page=0']) {
      await cache.respond(get(path), page.render);
    }
    expect(page.renders()).toBe(5);
    expect(cache.size).toBe(1);
  });

  it('stays within its page and byte bounds, dropping the least recently used first', async () => {
    const byCount = cacheWith({ maxEntries: 2 });
    const page = counted();
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) {
      await byCount.cache.respond(get(path), page.render);
    }
    // /b was the oldest when /c came in, so only /a was kept throughout.
    expect(page.renders()).toBe(4);
    expect(byCount.cache.size).toBe(2);

    const byBytes = cacheWith({ maxBytes: 5_000 });
    for (const path of ['/a', '/b', '/c', '/d']) {
      await byBytes.cache.respond(get(path, { 'accept-encoding': 'br, gzip' }), page.render);
    }
    expect(byBytes.cache.bytes).toBeLessThanOrEqual(5_000);
    expect(byBytes.cache.size).toBeLessThan(4);
  });

  it('sends brotli, gzip or plain bytes by Accept-Encoding, each decoding to the page', async () => {
    const { cache } = cacheWith();
    const page = counted();
    const plain = await cache.respond(get('/'), page.render);
    const html = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await cache.respond(get('/', { 'accept-encoding': 'gzip, br' }), page.render);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-length')).toBe(String(brBytes.length));
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, no-cache');
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);
    const gz = await cache.respond(get('/', { 'accept-encoding': 'gzip' }), page.render);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    expect(page.renders()).toBe(1);
  });

  it('renders once for requests that miss together', async () => {
    const { cache } = cacheWith();
    const page = counted();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.respond(get('/'), page.render)),
    );
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
    expect(page.renders()).toBe(1);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q-values and refusals', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(null)).toBeNull();
  });
});
