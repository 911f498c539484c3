import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();

/** One GET from a chosen loopback address on a connection of its own; its status, 0 if cut off. */
function statusFrom(url: string, path: string, from: string): Promise<number> {
  return new Promise((resolve) => {
    const req = get(`${url}${path}`, { localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

/**
 * `count` idle sockets from one address that reconnect as soon as they are closed, at most
 * `maxConnects` connections in all, until stopped.
 */
function idleHog(url: string, from: string, count: number, maxConnects: number) {
  const { hostname, port } = new URL(url);
  const open = new Set<Socket>();
  let connects = 0;
  let stopped = false;
  const connectOne = () => {
    if (stopped || connects >= maxConnects) return;
    connects += 1;
    const socket = connect({ host: hostname, port: Number(port), localAddress: from });
    open.add(socket);
    socket.on('error', () => {
      // Being cut off is what the server does to the ones over the cap.
    });
    socket.once('close', () => {
      open.delete(socket);
      setImmediate(connectOne);
    });
  };
  for (let i = 0; i < count; i++) connectOne();
  return {
    connects: () => connects,
    stop() {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

describe('connections shared fairly between addresses', () => {
  it('keeps /healthz answering while one address reconnects 200 idle sockets (issue 23)', async () => {
    const { url } = await server.start({
      SEED: 'none',
      HTTP_MAX_CONNECTIONS: '100',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '20',
    });
    const hog = idleHog(url, '127.0.0.2', 200, 20_000);
    try {
      while (hog.connects() < 400) await new Promise((resolve) => setTimeout(resolve, 10));
      const statuses: number[] = [];
      for (let i = 0; i < 95; i++) statuses.push(await statusFrom(url, '/healthz', '127.0.0.1'));
      expect(statuses.filter((status) => status === 200)).toHaveLength(95);
      // The hog holds its 20; a further connection of its own is cut off as it arrives.
      expect(await statusFrom(url, '/healthz', '127.0.0.2')).toBe(0);
    } finally {
      hog.stop();
    }
  });
});
