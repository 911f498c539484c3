import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import compression from 'compression';

/** Bodies below this many bytes go out as they are: compressing them saves nothing. */
export const COMPRESSION_THRESHOLD = 1024;

type NodeMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

/*
 * Express's `compression` works on Node's request and response, below Hono: it negotiates br,
 * gzip or deflate from Accept-Encoding, adds `Vary: Accept-Encoding`, compresses only types
 * mime-db marks compressible (HTML, JS, CSS, JSON, SVG, not images or fonts), leaves bodies that
 * already carry a Content-Encoding or `Cache-Control: no-transform` alone, and streams through
 * zlib, so a streamed page or file is compressed chunk by chunk rather than buffered whole.
 */
const compress = compression({ threshold: COMPRESSION_THRESHOLD }) as unknown as NodeMiddleware;

/**
 * `http.createServer` whose every response is compressed when the client accepts it; pass it
 * as `createServer` to `@hono/node-server`'s `createAdaptorServer`, which always calls it with
 * options and a listener.
 *
 * @example
 * const server = createAdaptorServer({ fetch: app.fetch, createServer: createCompressingServer });
 */
export const createCompressingServer = ((options: ServerOptions, listener: RequestListener) =>
  createServer(options, (request, response) => {
    compress(request, response, () => listener(request, response));
  })) as typeof createServer;
