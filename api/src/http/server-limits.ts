import type { ServerOptions } from 'node:http';
import type { HttpLimits } from '../env.ts';

/**
 * Node's HTTP options for `limits`: a client too slow to send its headers or its whole request
 * gets 408 and is closed. Node only looks for overdue requests every
 * `connectionsCheckingInterval` (30 s by default), so the check runs every second, or more
 * often when the headers timeout is shorter, to cut slow clients off close to their timeout.
 * `maxConnections` is not an option here: it is set on the server once created.
 *
 * @example
 * const server = createAdaptorServer({ fetch: app.fetch, serverOptions: httpServerOptions(limits) });
 * server.maxConnections = limits.maxConnections;
 */
export function httpServerOptions(limits: HttpLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, limits.headersTimeoutMs)),
  };
}
