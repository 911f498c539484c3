import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { Registry } from 'prom-client';
import { errorBody } from '../http/errors.ts';

/** SHA-256 of a secret: equal-length digests, so comparing them says nothing about its length. */
const digest = (secret: string) => createHash('sha256').update(secret).digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * `GET /metrics`: the registry in Prometheus's text format, never cached. With a token, a
 * scrape without `Authorization: Bearer <token>` gets 401 and no metric.
 */
export function metricsRoute(registry: Registry, token: string | null): Hono {
  const app = new Hono();
  app.get('/metrics', async (c) => {
    if (token !== null && !carriesToken(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(errorBody('unauthorized', 'Send the metrics token as a Bearer token'), 401);
    }
    const body = await registry.metrics();
    return c.body(body, 200, {
      'content-type': registry.contentType,
      'cache-control': 'no-store',
    });
  });
  return app;
}

/** The listener of `/metrics` on a port of its own, and how to stop it. */
export interface MetricsListener {
  /** e.g. http://127.0.0.1:9464/metrics */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `route` on `host:port`, apart from the public port: Prometheus reaches it on a
 * private address (127.0.0.1 by default) that visitors and the reverse proxy never do.
 */
export async function listenForScrapes(
  route: Hono,
  host: string,
  port: number,
): Promise<MetricsListener> {
  const server = createAdaptorServer({ fetch: route.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.address.includes(':') ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
