import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './auth/login-guards.ts';
import { type RunningNginx, startNginx } from './testing/nginx.ts';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();
let nginx: RunningNginx | undefined;
afterEach(async () => {
  await nginx?.stop();
  nginx = undefined;
});

let guesses = 0;

/**
 * A request through nginx from a chosen loopback address, with optional extra headers; a login
 * guesses for a new address each time, so only the per-IP budget can refuse it.
 */
function statusFrom(url: string, path: string, from: string, headers: Record<string, string> = {}) {
  const body = path.endsWith('/login')
    ? JSON.stringify({ email: `guess${++guesses}@flo.test`, password: 'x' })
    : '';
  return new Promise<number>((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: body ? 'POST' : 'GET',
        localAddress: from,
        agent: false,
        headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('Flo behind the nginx example with TRUST_PROXY=1', () => {
  it('counts each client nginx names, whatever the client writes in X-Forwarded-For', async () => {
    const flo = await server.start({ SEED: 'none', TRUST_PROXY: '1' });
    nginx = await startNginx(server.dir(), flo.url);
    const spoof = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) {
      expect(await statusFrom(nginx.url, '/api/admin/login', '127.0.0.5', spoof(i))).toBe(401);
    }
    expect(await statusFrom(nginx.url, '/api/admin/login', '127.0.0.5', spoof(99))).toBe(429);
    expect(await statusFrom(nginx.url, '/api/admin/login', '127.0.0.6')).toBe(401);
  });

  it('leaves the per-address connection cap to nginx, so many clients through it are served', async () => {
    const flo = await server.start({
      SEED: 'none',
      TRUST_PROXY: '1',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2',
    });
    nginx = await startNginx(server.dir(), flo.url);
    const url = nginx.url;
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => statusFrom(url, '/healthz', `127.0.1.${i + 2}`)),
    );
    expect(statuses).toEqual(Array(30).fill(200));
  });
});
