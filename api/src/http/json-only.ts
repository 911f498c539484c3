import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors.ts';

/**
 * State-changing requests with a body must be `application/json`. A plain HTML form on
 * another site can only send form or text bodies, so it cannot reach these endpoints, and a
 * browser must preflight a cross-origin JSON request (issue 2, item 7).
 */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    // Over real HTTP a body-less POST still carries an (empty) body stream, so the headers
    // decide; only a request built in process without them falls back to the stream.
    const length = c.req.header('content-length');
    const hasBody =
      c.req.header('transfer-encoding') !== undefined ||
      (length === undefined ? c.req.raw.body !== null : length !== '0');
    const type = c.req.header('content-type') ?? '';
    if (hasBody && !/^application\/json\b/i.test(type)) {
      return c.json(errorBody('unsupported_media_type', 'Send the body as application/json'), 415);
    }
    return next();
  };
}
