import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body bytes exactly as they came off the wire, not decoded. */
  body: Buffer;
}

/** GET over real HTTP without fetch, which would decode the body and hide the encoding. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // A connection of its own, closed after the response, so the server stops without waiting.
    request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i}'`).join(',')}];`;
const pageParts = Array.from({ length: 30 }, (_, i) => `<p>Flooring specialist ${i}</p>`);
const page = `<!doctype html><html><body>${pageParts.join('')}</body></html>`;
const png = Buffer.alloc(4096, 7);
/** The copies a build writes beside a hashed script (scripts/precompress.mjs). */
const scriptBr = brotliCompressSync(script);
const scriptGz = gzipSync(script, { level: 9 });
const HASHED_SCRIPT = 'entry-client-B3x9kQ2a.js';

/**
 * Built front ends in the test's temp folder: a hashed asset with its .br and .gz copies, a PNG
 * and a streaming page, in a folder named assets, which must not make every file look hashed.
 */
function frontEnds(dir: string) {
  const widget = join(dir, 'assets', 'widget-dist');
  const site = join(dir, 'assets', 'site-dist');
  mkdirSync(widget, { recursive: true });
  mkdirSync(join(site, 'client', 'assets'), { recursive: true });
  mkdirSync(join(site, 'server'), { recursive: true });
  writeFileSync(join(widget, 'flo.js'), script);
  const hashed = join(site, 'client', 'assets', HASHED_SCRIPT);
  writeFileSync(hashed, script);
  writeFileSync(`${hashed}.br`, scriptBr);
  writeFileSync(`${hashed}.gz`, scriptGz);
  writeFileSync(join(site, 'client', 'photo.png'), png);
  // The page arrives in many chunks, as a server-rendered stream does.
  writeFileSync(
    join(site, 'server', 'entry-server.js'),
    `const parts = ${JSON.stringify(['<!doctype html><html><body>', ...pageParts, '</body></html>'])};
    export function createSiteHandler() {
      return async () => new Response(new ReadableStream({
        async pull(controller) {
          const part = parts.shift();
          if (part === undefined) return controller.close();
          await new Promise((done) => setTimeout(done, 1));
          controller.enqueue(new TextEncoder().encode(part));
        },
      }), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
    }`,
  );
  return { widget, site };
}

async function startWithFrontEnds() {
  return server.start({ SEED: 'none' }, { staticRoots: frontEnds(server.dir()) });
}

describe('response compression over real HTTP', () => {
  it("sends a hashed script's brotli copy as it is, cached for a year", async () => {
    const { url } = await startWithFrontEnds();
    const res = await get(`${url}/assets/${HASHED_SCRIPT}`, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The file's bytes with their length, not a stream compressed again on the way out.
    expect(res.body.equals(scriptBr)).toBe(true);
    expect(res.headers['content-length']).toBe(String(scriptBr.length));
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("sends a gzip-only client the script's .gz copy as it is", async () => {
    const { url } = await startWithFrontEnds();
    const res = await get(`${url}/assets/${HASHED_SCRIPT}`, { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(scriptGz)).toBe(true);
    expect(res.headers['content-length']).toBe(String(scriptGz.length));
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it('sends the plain script to a client that accepts neither copy', async () => {
    const { url } = await startWithFrontEnds();
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(`${url}/assets/${HASHED_SCRIPT}`, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.toString()).toBe(script);
    }
  });

  it('gzips a streamed page into a body that decodes to the whole page', async () => {
    const { url } = await startWithFrontEnds();
    const res = await get(`${url}/`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.body).toString()).toBe(page);
  });

  it('gzips API JSON and sends it plain to a client that accepts no encoding', async () => {
    const { url } = await startWithFrontEnds();
    const plain = await get(`${url}/api/openapi.json`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const zipped = await get(`${url}/api/openapi.json`, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
  });

  it('leaves tiny bodies and already-compressed types alone', async () => {
    const { url } = await startWithFrontEnds();
    const health = await get(`${url}/healthz`, { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ ok: true });
    const photo = await get(`${url}/photo.png`, { 'accept-encoding': 'br, gzip' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body.equals(png)).toBe(true);
    expect(photo.headers['cache-control']).toBe('public, max-age=300');
  });

  it('compresses a file without copies on the fly, and keeps the unhashed widget loader short-lived', async () => {
    const { url } = await startWithFrontEnds();
    const loader = await get(`${url}/widget/flo.js`, { 'accept-encoding': 'gzip' });
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    expect(loader.headers['content-encoding']).toBe('gzip');
    expect(loader.headers['content-length']).toBeUndefined();
    expect(gunzipSync(loader.body).toString()).toBe(script);
  });
});
