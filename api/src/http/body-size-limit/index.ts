import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../errors.ts';

/**
 * Hono's `bodyLimit` (413 `payload_too_large` above `maxBytes`), asking for the body stream
 * only when it must. A GET or HEAD has no body; a request that declares its Content-Length
 * (and no chunked encoding, which would override it) is judged by that header, as `bodyLimit`
 * itself does once it has the stream. Only a chunked body is counted as it streams in. Asking
 * for `c.req.raw.body` makes @hono/node-server build a whole Fetch Request, and a body read
 * from it later loses the adapter's direct read from the socket.
 *
 * @example
 * app.use('/api/*', bodySizeLimit(64 * 1024));
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler {
  const limitStream = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorBody('payload_too_large', bodyTooLarge(maxBytes)), 413),
  });
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      return limitStream(c, next);
    }
    if (Number(length) > maxBytes) {
      return Promise.resolve(c.json(errorBody('payload_too_large', bodyTooLarge(maxBytes)), 413));
    }
    return next();
  };
}

const bodyTooLarge = (maxBytes: number) => `Request body over ${Math.floor(maxBytes / 1024)} KiB`;
