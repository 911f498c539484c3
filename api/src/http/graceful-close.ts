import type { Server } from 'node:http';

export interface GracefulCloseOptions {
  /** SHUTDOWN_GRACE_MS: how long the whole drain may take before the sockets left are cut. */
  graceMs: number;
  /** Called first: /readyz fails and answers carry `Connection: close` from here on. */
  beginDraining: () => void;
}

/** Resolves after at least one whole pass of the event loop, poll phase included. */
const nextPass = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * Lets in the connections the kernel has already accepted on the listener's behalf. A busy
 * loop takes them a few per pass, and closing the listener would reset the rest, requests and
 * all (issue 24: 62 of 64). So: pass after pass until one lets none in, then one more, in
 * which the last ones' requests are read, so that they count as under way, not idle. A client
 * that keeps connecting is let in until `until`, leaving the rest of the grace to answer it.
 */
async function letQueuedConnectionsIn(server: Server, until: number): Promise<void> {
  let accepted = 0;
  const count = () => {
    accepted += 1;
  };
  server.on('connection', count);
  try {
    let before: number;
    do {
      before = accepted;
      await nextPass();
    } while (accepted > before && performance.now() < until);
    await nextPass();
  } finally {
    server.off('connection', count);
  }
}

/**
 * Stops `server` the way a load balancer expects (ADR 035): drains, lets in the connections
 * already queued, then stops accepting, closes idle keep-alive sockets and waits for the
 * requests under way. Whatever is still open `graceMs` after the start is destroyed. Resolves
 * with `'drained'` or `'deadline'` once no socket is left.
 *
 * @example
 * const outcome = await closeGracefully(server, { graceMs: 10_000, beginDraining: () => (draining = true) });
 */
export async function closeGracefully(
  server: Server,
  options: GracefulCloseOptions,
): Promise<'drained' | 'deadline'> {
  const start = performance.now();
  const deadline = start + options.graceMs;
  options.beginDraining();
  await letQueuedConnectionsIn(server, start + options.graceMs / 2);
  // Node's close() also closes the sockets idle right now; busy ones close after their answer.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), Math.max(0, deadline - performance.now()));
  });
  const outcome = await Promise.race([closed.then(() => 'drained' as const), late]);
  clearTimeout(timer);
  if (outcome === 'deadline') {
    server.closeAllConnections();
    await closed;
  }
  return outcome;
}
