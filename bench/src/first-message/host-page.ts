import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { REPO_ROOT } from '@flo/api/env';

const EXAMPLE = join(REPO_ROOT, 'examples/plain-html');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
};

/** The hero's script tag of examples/plain-html/index.html, told to paint no facade. */
const withoutFacade = (html: string) =>
  html.replace('data-target="#flo-hero"', 'data-target="#flo-hero"\n      data-facade="false"');

/**
 * Another site with Flo as its hero: examples/plain-html on its own origin, under the strict
 * CSP a careful host sends, pointed at `floOrigin`. `/?facade=off` is the same page with the
 * hero's `data-facade="false"`, the baseline of the first-message scenario.
 *
 * @example
 * const host = await startHostPage('http://127.0.0.1:3000');
 */
export async function startHostPage(floOrigin: string) {
  const csp = `default-src 'self'; script-src 'self' ${floOrigin}; connect-src ${floOrigin}; style-src 'self'; img-src 'self' data:`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const path = normalize(url.pathname === '/' ? '/index.html' : url.pathname);
    try {
      let body = readFileSync(join(EXAMPLE, path));
      if (extname(path) === '.html') {
        const html = body.toString('utf8').replaceAll('{{FLO_ORIGIN}}', floOrigin);
        body = Buffer.from(url.searchParams.get('facade') === 'off' ? withoutFacade(html) : html);
      }
      response.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'content-security-policy': csp,
        'cache-control': 'no-store',
      });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
