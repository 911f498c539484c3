import type { Server } from 'node:net';
import { addressGroup } from './client-address.ts';

/**
 * Caps the connections one address may hold open at once (IPv6 by /64, `addressGroup`), so one
 * client reconnecting idle sockets cannot take every slot of `server.maxConnections` from
 * everyone else. A connection over the cap is destroyed as it is accepted, before a byte of its
 * request is read; one that closes frees its slot. Only for a server reached directly: behind a
 * proxy every connection comes from the proxy, which must share connections out itself
 * (docs/operations.md#behind-a-reverse-proxy).
 *
 * @example
 * capConnectionsPerAddress(server, 50);
 */
export function capConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = addressGroup(socket.remoteAddress ?? '');
    const held = open.get(address) ?? 0;
    if (held >= maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
