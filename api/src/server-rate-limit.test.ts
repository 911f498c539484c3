import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './auth/login-guards.ts';
import { apiErrorSchema } from './contract/index.ts';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();

describe('login rate limit over real HTTP', () => {
  it('counts logins by the socket address and answers 429 with Retry-After', async () => {
    const { url } = await server.start({ SEED: 'none' });
    const login = (attempt: number) =>
      fetch(`${url}/api/admin/login`, {
        method: 'POST',
        // A different test-only client IP each time: with a real socket it must not count.
        headers: { 'content-type': 'application/json', 'x-test-client-ip': `192.0.2.${attempt}` },
        body: JSON.stringify({ email: 'admin@flo.local', password: 'not-the-password' }),
      });

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_MINUTE; attempt++) {
      statuses.push((await login(attempt)).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);

    const limited = await login(LOGIN_ATTEMPTS_PER_MINUTE + 1);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(apiErrorSchema.parse(await limited.json()).error.code).toBe('rate_limited');
  });
});
