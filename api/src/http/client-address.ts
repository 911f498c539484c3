import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The caller's address as `clientAddress` resolved it; unset when that middleware is not used. */
    clientIp: string;
  }
}

/** The address of the peer on the socket: the client itself, or the nearest proxy. */
function socketAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address;
  } catch {
    // app.request() in tests has no socket; fall through to the test header.
  }
  return c.req.header('x-test-client-ip') ?? 'local';
}

/**
 * The client's address behind `trustedHops` proxies. Each proxy appends the address it was
 * reached from to `X-Forwarded-For`, so the trustworthy entries are the last ones: with one
 * proxy the client is the last entry, with two the one before it. Entries further left are
 * whatever the client wrote and are never used. A chain shorter than the hops, or an entry
 * that is not an IP address, falls back to the socket address.
 */
export function forwardedClientIp(
  socket: string,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops < 1 || !forwardedFor) return socket;
  const chain = forwardedFor.split(',').map((entry) => entry.trim());
  const candidate = chain[chain.length - trustedHops];
  return candidate && isIP(candidate) ? candidate : socket;
}

/** The caller's IP, resolved once per request by `clientAddress`, else the socket address. */
export function clientIp(c: Context): string {
  return c.get('clientIp') ?? socketAddress(c);
}

/**
 * Resolves the caller's IP for rate limits. `trustedHops` is TRUST_PROXY: 0 (the default)
 * ignores `X-Forwarded-For`, so a client cannot pick its own address; N trusts the last N
 * proxies in front of Flo (1 for a single nginx or load balancer).
 *
 * @example
 * app.use('*', clientAddress(1)); // behind one reverse proxy
 * app.post('/x', (c) => c.text(clientIp(c)));
 */
export function clientAddress(trustedHops = 0): MiddlewareHandler {
  return async (c, next) => {
    c.set(
      'clientIp',
      forwardedClientIp(socketAddress(c), c.req.header('x-forwarded-for'), trustedHops),
    );
    await next();
  };
}
