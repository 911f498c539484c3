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

/** The eight 16-bit groups of a valid IPv6 address, an embedded IPv4 tail included. */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The group a per-address limit counts a caller in: an IPv4 address on its own (an IPv4-mapped
 * IPv6 address as that IPv4), an IPv6 address by its /64, since one subscriber or server is
 * routinely given a whole /64 and could otherwise take a fresh budget for each of its 2^64
 * addresses. Anything that is not an IP (test apps without a socket) is its own group.
 *
 * @example
 * addressGroup('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * addressGroup('::ffff:192.0.2.7')     // '192.0.2.7'
 */
export function addressGroup(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
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
