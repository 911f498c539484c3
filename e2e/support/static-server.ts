import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
};

/** Files whose text may name the API origin; everything else is sent byte for byte. */
const TEMPLATED = new Set(['.html', '.js']);

export interface StaticServerOptions {
  /** Folder served as the site root. */
  root: string;
  /** Replaces every `{{FLO_ORIGIN}}` in HTML and JS files, e.g. `http://127.0.0.1:4100`. */
  floOrigin: string;
  /** Value of the Content-Security-Policy header on every response; none when unset. */
  contentSecurityPolicy?: string;
  /** Port on 127.0.0.1; a free one when unset. */
  port?: number;
  /** Paths without a file extension that match nothing are answered with this file (an SPA). */
  fallbackFile?: string;
}

export interface RunningStaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The strict policy a careful third-party host sends: no inline script or style anywhere, and
 * only the Flo API origin allowed for the widget's script and requests.
 *
 * @example
 * strictHostPolicy('http://127.0.0.1:4100')
 */
export function strictHostPolicy(apiOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${apiOrigin}`,
    `connect-src ${apiOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
  ].join('; ');
}

async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  const decoded = decodeURIComponent(urlPath);
  const candidate = resolve(root, `.${normalize(decoded)}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  const info = await stat(candidate).catch(() => null);
  if (info?.isFile()) return candidate;
  if (info?.isDirectory()) {
    const index = join(candidate, 'index.html');
    const indexInfo = await stat(index).catch(() => null);
    return indexInfo?.isFile() ? index : null;
  }
  return null;
}

/**
 * A tiny static host for the example pages, on its own origin, that fills in the Flo API
 * origin and sends a Content-Security-Policy header, as a real third-party site would.
 *
 * @example
 * const host = await startStaticServer({
 *   root: 'examples/plain-html',
 *   floOrigin: api.url,
 *   contentSecurityPolicy: strictHostPolicy(api.url),
 * });
 * await page.goto(`${host.url}/`);
 * await host.close();
 */
export async function startStaticServer(
  options: StaticServerOptions,
): Promise<RunningStaticServer> {
  const root = resolve(options.root);
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    let file = await resolveFile(root, path).catch(() => null);
    if (!file && options.fallbackFile && extname(path) === '') {
      file = resolve(root, options.fallbackFile);
    }
    const headers: Record<string, string> = {
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    };
    if (options.contentSecurityPolicy) {
      headers['content-security-policy'] = options.contentSecurityPolicy;
    }
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const ext = extname(file);
    const raw = await readFile(file);
    const body = TEMPLATED.has(ext)
      ? Buffer.from(raw.toString('utf8').replaceAll('{{FLO_ORIGIN}}', options.floOrigin))
      : raw;
    res.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
