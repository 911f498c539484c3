import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { IDEMPOTENCY_HEADER } from '@flo/contract';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { chatPayload } from '../testing/enquiries.ts';
import { useTestServer } from '../testing/test-server.ts';

const server = useTestServer();

/**
 * A built site whose pages show the Leeds listing as the API answers it, each with the number
 * of the render that made it in `x-render`; /cookie sets a cookie and /admin is not public.
 */
function siteShowingLeeds(dir: string) {
  const site = join(dir, 'site-dist');
  mkdirSync(join(site, 'client'), { recursive: true });
  mkdirSync(join(site, 'server'), { recursive: true });
  writeFileSync(
    join(site, 'server', 'entry-server.js'),
    `let renders = 0;
    export function createSiteHandler({ apiFetch }) {
      return async (request) => {
        renders += 1;
        const path = new URL(request.url).pathname;
        const listing = await (await apiFetch('/api/specialists/city/leeds')).text();
        const html = '<!doctype html><main>' + listing + '</main>' + '<p>Leeds floors</p>'.repeat(100);
        const cacheControl = path === '/admin' ? 'no-cache' : 'public, no-cache';
        const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl,
          'x-render': String(renders) };
        if (path === '/cookie') headers['set-cookie'] = 'flo_seen=1; HttpOnly';
        return new Response(html, { headers });
      };
    }`,
  );
  return { widget: join(dir, 'no-widget'), site };
}

interface Page {
  render: string;
  encoding: string | undefined;
  html: string;
}

/** GET on a connection of its own, reading the body as sent (brotli decoded by hand). */
function get(url: string, acceptEncoding = 'br'): Promise<Page> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        resolve({
          render: String(response.headers['x-render']),
          encoding,
          html: (encoding === 'br' ? brotliDecompressSync(body) : body).toString(),
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function postEnquiry(url: string) {
  return fetch(`${url}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: 'page-cache-0001' },
    body: JSON.stringify(chatPayload({ location: 'Leeds' })),
  });
}

describe('public pages kept by the running server', () => {
  it('sends a kept page through an enquiry, renders it afresh after a listing change, the same HTML as a render', async () => {
    const roots = siteShowingLeeds(server.dir());
    const { url } = await server.start({ SEED: 'none' }, { staticRoots: roots });
    const first = await get(`${url}/specialists/leeds`);
    expect(first.encoding).toBe('br');
    expect(await get(`${url}/specialists/leeds`)).toEqual(first);

    // An enquiry is written (by the writer thread), but no public page shows it.
    expect((await postEnquiry(url)).status).toBe(201);
    expect((await get(`${url}/specialists/leeds`)).render).toBe(first.render);

    // A listing added by another connection, as an admin tool or a second process would.
    const other = new Database(server.dbPath());
    other
      .prepare(`insert into specialists (slug, name, city_id, description, email, phone, postcode)
        values ('kirkstall-oak', 'Kirkstall Oak Floors', (select id from cities where slug = 'leeds'),
          'Oak floors', 'oak@example.com', '0113 496 0001', 'LS5 3AA')`)
      .run();
    other.close();
    const changed = await get(`${url}/specialists/leeds`);
    expect(changed.render).not.toBe(first.render);
    expect(changed.html).toContain('Kirkstall Oak Floors');
    expect((await get(`${url}/specialists/leeds`, 'identity')).html).toBe(changed.html);

    // A query string other than a page number is never kept: each is a render of its own.
    const rendered = await get(`${url}/specialists/leeds?utm_source=mail`);
    expect(rendered.render).not.toBe(changed.render);
    expect(rendered.html).toBe(changed.html);
  }, 60_000);

  it('renders every time a page that sets a cookie or is not marked public', async () => {
    const { url } = await server.start(
      { SEED: 'none' },
      { staticRoots: siteShowingLeeds(server.dir()) },
    );
    for (const path of ['/cookie', '/admin']) {
      const first = await get(`${url}${path}`);
      expect((await get(`${url}${path}`)).render).not.toBe(first.render);
    }
  }, 60_000);
});
