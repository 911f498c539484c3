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
    // Over real HTTP a body-less POST or DELETE still carries an (empty) body stream, so the
    // headers decide: with neither length nor chunked encoding a request has no body (RFC 9112
    // section 6.3; browsers send no length with a body-less DELETE). Only a request built in
    // process, with no socket behind it, falls back to the stream.
    const length = c.req.header('content-length');
    const overSocket = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
    const hasBody =
      c.req.header('transfer-encoding') !== undefined ||
      (length === undefined ? !overSocket && c.req.raw.body !== null : length !== '0');
    const type = c.req.header('content-type') ?? '';
    if (hasBody && !/^application\/json\b/i.test(type)) {
      return c.json(errorBody('unsupported_media_type', 'Send the body as application/json'), 415);
    }
    return next();
  };
}
