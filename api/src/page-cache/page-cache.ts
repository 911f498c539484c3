import { chooseEncoding, compress, type Encoding } from './encoding.ts';
import { BoundedLru } from './lru.ts';

export interface PageCacheOptions {
  /** Moves whenever data a public page shows may have changed (`publicDataVersion`). */
  version: () => number | string;
  /** Pages kept at most, and their bytes with their compressed copies. */
  maxEntries: number;
  maxBytes: number;
  /**
   * A kept page is rendered afresh after this long even when no data changed: pages say
   * "3 days ago" and show response figures over a moving window.
   */
  maxAgeMs: number;
  /** The clock, injectable for tests; `Date.now` by default. */
  now?: () => number;
  /**
   * The key a request is kept under, or null to answer it afresh every time; by default a
   * page's path with at most a page number (`pageCacheKey`).
   */
  cacheKey?: (url: URL) => string | null;
}

/** Renders a page; the cache calls it on a miss. */
export type RenderPage = (request: Request) => Promise<Response>;

export interface PageCache {
  /** The kept page for this request when current, else `render`'s answer (kept when it may be). */
  respond(request: Request, render: RenderPage): Promise<Response>;
  /** Pages kept now, and their bytes. */
  readonly size: number;
  readonly bytes: number;
}

interface Entry {
  version: number | string;
  storedAt: number;
  status: number;
  headers: [string, string][];
  plain: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/** Bodies below this go out plain, as the compressing server leaves them. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The cache key of a page request: its path, with a query only when it is a page number
 * (`?page=2`); any other query string is rendered every time, so nobody can fill the cache
 * with `?x=1`, `?x=2`… nor see a page kept for another query.
 */
function pageCacheKey(url: URL): string | null {
  if (url.search === '') return url.pathname;
  const params = [...url.searchParams];
  const [name, value] = params[0] ?? [];
  if (params.length === 1 && name === 'page' && /^[1-9][0-9]{0,3}$/.test(value ?? '')) {
    return `${url.pathname}?page=${value}`;
  }
  return null;
}

/**
 * Only what a shared HTTP cache may keep: a 200 the site marked `Cache-Control: public`, that
 * sets no cookie, varies on nothing and is not encoded yet. The site marks only pages that are
 * the same for every visitor; signed-in areas and pages reached by a private link never are.
 */
function mayKeep(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    /(^|[\s,])public([\s,]|$)/i.test(cacheControl) &&
    !/private|no-store/i.test(cacheControl) &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('vary') &&
    !response.headers.has('content-encoding')
  );
}

/**
 * Keeps server-rendered pages, per URL, until the data behind them changes: each request reads
 * `version()` first and a page kept at another version (or older than `maxAgeMs`) is rendered
 * again. Concurrent misses of one page share one render. Pages are kept plain, with brotli and
 * gzip copies made on first demand on the thread pool, within `maxEntries` and `maxBytes`
 * (least recently used first out). See docs/decisions/037-cheap-pages-and-read-isolation.md.
 *
 * @example
 * const cache = createPageCache({ version: () => publicDataVersion(db), maxEntries: 2000,
 *   maxBytes: 64 * 2 ** 20, maxAgeMs: 60_000 });
 * app.get('*', (c) => cache.respond(c.req.raw, renderSite));
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const cacheKey = options.cacheKey ?? pageCacheKey;
  const kept = new BoundedLru<Entry>(options.maxEntries, options.maxBytes);
  const rendering = new Map<string, { version: number | string; entry: Promise<Entry | null> }>();

  async function send(key: string, entry: Entry, request: Request): Promise<Response> {
    const encoding =
      entry.plain.length >= COMPRESS_FROM_BYTES
        ? chooseEncoding(request.headers.get('accept-encoding'))
        : null;
    let body = entry.plain;
    let sentEncoding: Encoding | null = null;
    if (encoding) {
      let copy = entry.encoded[encoding];
      if (!copy) {
        copy = compress(entry.plain, encoding);
        entry.encoded[encoding] = copy;
        copy.then(
          (bytes) => kept.grow(key, entry, bytes.length),
          // A failed compression is tried again by the next request; this one goes out plain.
          () => delete entry.encoded[encoding],
        );
      }
      const compressed = await copy.catch(() => null);
      if (compressed) {
        body = compressed;
        sentEncoding = encoding;
      }
    }
    const headers = new Headers(entry.headers);
    if (sentEncoding) headers.set('content-encoding', sentEncoding);
    headers.set('content-length', String(body.length));
    headers.set('vary', 'Accept-Encoding');
    return new Response(body, { status: entry.status, headers });
  }

  async function renderAndKeep(
    key: string,
    version: number | string,
    request: Request,
    render: RenderPage,
  ): Promise<Response> {
    const shared = rendering.get(key);
    if (shared && shared.version === version) {
      const entry = await shared.entry;
      return entry ? send(key, entry, request) : render(request);
    }
    let settle: (entry: Entry | null) => void = () => undefined;
    const entryPromise = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    rendering.set(key, { version, entry: entryPromise });
    try {
      const response = await render(request);
      if (!mayKeep(response)) {
        settle(null);
        return response;
      }
      const plain = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(
        ([name]) => name !== 'content-length' && name !== 'content-encoding',
      );
      const entry: Entry = {
        version,
        storedAt: now(),
        status: response.status,
        headers,
        plain,
        encoded: {},
        bytes: plain.length + key.length,
      };
      kept.set(key, entry);
      settle(entry);
      return send(key, entry, request);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (rendering.get(key)?.entry === entryPromise) rendering.delete(key);
    }
  }

  return {
    async respond(request, render) {
      if (request.method !== 'GET') return render(request);
      const key = cacheKey(new URL(request.url));
      if (key === null) return render(request);
      const version = options.version();
      const entry = kept.get(key);
      if (entry && entry.version === version && now() - entry.storedAt < options.maxAgeMs) {
        return send(key, entry, request);
      }
      return renderAndKeep(key, version, request, render);
    },
    get size() {
      return kept.size;
    },
    get bytes() {
      return kept.bytes;
    },
  };
}
