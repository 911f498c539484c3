import { afterEach, describe, expect, it } from 'vitest';
import { openTestApp } from '../testing/open-test-app.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { LOGIN_ATTEMPTS_PER_MINUTE, passwordMatches } from './login-guards.ts';
import { hashPassword } from './passwords.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('passwordMatches', () => {
  it('accepts the right password and fails when there is no stored hash', async () => {
    const stored = await hashPassword('the-right-password');
    expect(await passwordMatches('the-right-password', stored)).toBe(true);
    expect(await passwordMatches('the-wrong-password', stored)).toBe(false);
    expect(await passwordMatches('the-right-password', null)).toBe(false);
  });
});

describe('login rate limit without a shared store', () => {
  it('still limits, with one budget per app for each endpoint', async () => {
    t = await openTestApp({ overrides: { rateLimits: undefined } });
    const { app } = t;
    let guess = 0;
    // A new address each time, so only the per-IP budget can refuse.
    const attempt = (path: string) =>
      app.request(path, jsonBody({ email: `who${++guess}@flo.test`, password: 'guess' }));
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) {
      expect((await attempt('/api/admin/login')).status).toBe(401);
    }
    expect((await attempt('/api/admin/login')).status).toBe(429);
    expect((await attempt('/api/business/login')).status).toBe(401);
  });
});
