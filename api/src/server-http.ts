import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { createApp } from './app.ts';
import type { ServerEnv } from './env.ts';
import { createCompressingServer } from './http/compression/compressing-server.ts';
import { capConnectionsPerAddress } from './http/connections-per-address.ts';
import { httpServerOptions } from './http/server-limits.ts';

/**
 * The public HTTP server of `app`, not listening yet: compressing its answers (ADR 037), with
 * the socket limits of `env.http` (ADRs 010, 031).
 *
 * @example
 * const server = createHttpServer(app, env);
 * const url = await listen(server, env);
 */
export function createHttpServer(app: ReturnType<typeof createApp>, env: ServerEnv): Server {
  const server = createAdaptorServer({
    fetch: app.fetch,
    createServer: createCompressingServer,
    serverOptions: httpServerOptions(env.http),
  }) as Server;
  // Beyond this many sockets Node closes new connections at once instead of holding them.
  server.maxConnections = env.http.maxConnections;
  // Reached directly, no one address may hold them all; behind a proxy the proxy shares them.
  if (env.trustProxy === 0) {
    capConnectionsPerAddress(server, env.http.maxConnectionsPerAddress);
  }
  return server;
}

/** Listens on HOST:PORT; answers the URL it listens on (PORT=0 takes a free port). */
export function listen(server: Server, env: ServerEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.port, env.host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const host = address.address.includes(':') ? `[${address.address}]` : address.address;
      resolve(`http://${host}:${address.port}`);
    });
  });
}
