import { apiErrorSchema } from '@flo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, BUSINESS, insertAdmin, insertBusiness } from '../testing/accounts.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import {
  ACCOUNT_LOGIN_ATTEMPTS,
  ACCOUNT_LOGIN_WINDOW_MS,
  LOGIN_ATTEMPTS_PER_MINUTE,
  passwordMatches,
} from './login-guards.ts';
import { hashPassword } from './passwords.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

function started(): TestApp {
  if (!t) throw new Error('createTestApp() first');
  return t;
}

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
    t = createTestApp({ rateLimits: undefined });
    const { app } = t;
    const attempt = (path: string) =>
      app.request(path, jsonBody({ email: 'who@flo.test', password: 'guess' }));
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) {
      expect((await attempt('/api/admin/login')).status).toBe(401);
    }
    expect((await attempt('/api/admin/login')).status).toBe(429);
    expect((await attempt('/api/business/login')).status).toBe(401);
  });
});

describe('per-account login back-off', () => {
  const endpoints = [
    { path: '/api/admin/login', insert: (db: TestApp['db']) => insertAdmin(db), account: ADMIN },
    {
      path: '/api/business/login',
      insert: (db: TestApp['db']) => insertBusiness(db),
      account: BUSINESS,
    },
  ];

  for (const { path, insert, account } of endpoints) {
    describe(path, () => {
      let ip = 0;
      /** Every attempt from a new IP, so only the per-account budget can refuse it. */
      const attempt = (email: string, password: string) =>
        started().app.request(
          path,
          jsonBody({ email, password }, { 'x-test-client-ip': `198.51.100.${++ip}` }),
        );
      const failRepeatedly = async (email: string) => {
        for (let i = 0; i < ACCOUNT_LOGIN_ATTEMPTS; i++) {
          expect((await attempt(email, 'a-wrong-password')).status).toBe(401);
        }
      };

      it('refuses known and unknown addresses alike after repeated failures from any IP, even with the right password', async () => {
        t = createTestApp();
        await insert(t.db);
        await failRepeatedly(account.email);
        await failRepeatedly('nobody@unknown.test');
        const refused = await attempt(account.email.toUpperCase(), account.password);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_LOGIN_WINDOW_MS / 1000);
        const body = apiErrorSchema.parse(await refused.json());
        expect(body.error.code).toBe('rate_limited');
        const unknown = await attempt('nobody@unknown.test', 'a-wrong-password');
        expect(unknown.status).toBe(429);
        expect(await unknown.json()).toEqual(body);

        t.advance(ACCOUNT_LOGIN_WINDOW_MS);
        expect((await attempt(account.email, account.password)).status).toBe(200);
      });

      it('answers 400, not 500, to bodies that name no address', async () => {
        t = createTestApp();
        await insert(t.db);
        const deep = `${'{"email":'.repeat(5_000)}"x"${'}'.repeat(5_000)}`;
        for (const body of ['"just a string"', '[1,2]', '{"email":', deep, '{"email":7}']) {
          const res = await started().app.request(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-test-client-ip': `192.0.2.${++ip}` },
            body,
          });
          expect(res.status).toBe(400);
        }
      });

      it('clears the count when the account logs in', async () => {
        t = createTestApp();
        await insert(t.db);
        for (let i = 0; i < ACCOUNT_LOGIN_ATTEMPTS - 1; i++) {
          expect((await attempt(account.email, 'a-wrong-password')).status).toBe(401);
        }
        expect((await attempt(account.email, account.password)).status).toBe(200);
        await failRepeatedly(account.email);
      });
    });
  }
});
