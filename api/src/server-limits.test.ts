import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();

/** A raw TCP connection to the server, collecting what it answers until it is closed. */
async function openSocket(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  socket.on('error', () => {
    // A reset is one way of being cut off; `closed` below is what the tests wait for.
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, received: () => received };
}

const stillOpen = (socket: Socket) => !socket.destroyed && socket.readyState === 'open';

describe('HTTP limits over a real socket', () => {
  it('answers 408 and closes a client that stalls half-way through its body', async () => {
    const { url } = await server.start({
      SEED: 'none',
      HTTP_HEADERS_TIMEOUT_MS: '200',
      HTTP_REQUEST_TIMEOUT_MS: '400',
    });
    const slow = await openSocket(url);
    slow.socket.write(
      'POST /api/enquiries HTTP/1.1\r\nHost: flo.test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"source":"stable_chat_',
    );
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a client that never finishes its headers', async () => {
    const { url } = await server.start({
      SEED: 'none',
      HTTP_HEADERS_TIMEOUT_MS: '200',
      HTTP_REQUEST_TIMEOUT_MS: '400',
    });
    const slow = await openSocket(url);
    slow.socket.write('GET /healthz HTTP/1.1\r\nHost: flo.test\r\nX-Slow: ');
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('drops connections beyond HTTP_MAX_CONNECTIONS and serves again once one closes', async () => {
    const { url } = await server.start({ SEED: 'none', HTTP_MAX_CONNECTIONS: '2' });
    const held = [await openSocket(url), await openSocket(url)];
    const extra = await openSocket(url);
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: flo.test\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');
    expect(held.every(({ socket }) => stillOpen(socket))).toBe(true);

    held[0]?.socket.destroy();
    await held[0]?.closed;
    const next = await openSocket(url);
    next.socket.write('GET /healthz HTTP/1.1\r\nHost: flo.test\r\nConnection: close\r\n\r\n');
    await next.closed;
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 /);
    held[1]?.socket.destroy();
  });
});
