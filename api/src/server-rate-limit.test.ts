import { apiErrorSchema } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './auth/login-guards.ts';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();

/** One failed admin login, each for a different address so only the per-IP budget counts. */
function login(url: string, attempt: number, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: `guess${attempt}@flo.test`, password: 'not-the-password' }),
  });
}

/** Uses up one IP's login budget, checking every attempt was refused as a wrong password. */
async function useUpBudget(url: string, headers: (attempt: number) => Record<string, string>) {
  for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_MINUTE; attempt++) {
    expect((await login(url, attempt, headers(attempt))).status).toBe(401);
  }
}

describe('login rate limit over real HTTP', () => {
  it('counts logins by the socket address and answers 429 with Retry-After', async () => {
    const { url } = await server.start({ SEED: 'none' });
    // A different test-only client IP each time: with a real socket it must not count.
    await useUpBudget(url, (attempt) => ({ 'x-test-client-ip': `192.0.2.${attempt}` }));

    const limited = await login(url, 0, { 'x-test-client-ip': '192.0.2.99' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(apiErrorSchema.parse(await limited.json()).error.code).toBe('rate_limited');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a spoofed header dodges nothing', async () => {
    const { url } = await server.start({ SEED: 'none' });
    await useUpBudget(url, (attempt) => ({ 'x-forwarded-for': `198.51.100.${attempt}` }));
    expect((await login(url, 0, { 'x-forwarded-for': '198.51.100.200' })).status).toBe(429);
  });

  it('with TRUST_PROXY=1 limits each client the proxy names, whatever the client prepends', async () => {
    const { url } = await server.start({ SEED: 'none', TRUST_PROXY: '1' });
    // The proxy appends the real client (203.0.113.5) after whatever the client sent.
    await useUpBudget(url, (attempt) => ({ 'x-forwarded-for': `10.0.0.${attempt}, 203.0.113.5` }));
    expect((await login(url, 0, { 'x-forwarded-for': '10.9.9.9, 203.0.113.5' })).status).toBe(429);
    expect((await login(url, 0, { 'x-forwarded-for': '203.0.113.6' })).status).toBe(401);
  });

  it('with TRUST_PROXY=1 counts every IPv6 address of one /64 as one client', async () => {
    const { url } = await server.start({ SEED: 'none', TRUST_PROXY: '1' });
    await useUpBudget(url, (attempt) => ({ 'x-forwarded-for': `2001:db8:7:8::${attempt}` }));
    expect((await login(url, 0, { 'x-forwarded-for': '2001:db8:7:8:ffff::1' })).status).toBe(429);
    expect((await login(url, 0, { 'x-forwarded-for': '2001:db8:7:9::1' })).status).toBe(401);
  });

  it('keeps the counts across a restart on the same database', async () => {
    const first = await server.start({ SEED: 'none' });
    await useUpBudget(first.url, () => ({}));
    const again = await server.start({ SEED: 'none' });
    expect((await login(again.url, 0)).status).toBe(429);
  });
});
