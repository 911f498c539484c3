import {
  apiErrorSchema,
  businessAuthFailureSchema,
  businessLoginSuccessSchema,
  businessMeResponseSchema,
} from '@flo/contract';
import { describe, expect } from 'vitest';
import { ADMIN, BUSINESS, bearer, insertAdmin } from '../testing/accounts.ts';
import { businessAccountTest, passwordlessBusinessTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './sessions.ts';

const login = (api: TestApp, email: string, password: string, ip = '198.51.100.1') =>
  api.app.request('/api/business/login', jsonBody({ email, password }, { 'x-test-client-ip': ip }));

async function loggedInToken(api: TestApp): Promise<string> {
  const res = await login(api, BUSINESS.email, BUSINESS.password);
  expect(res.status).toBe(200);
  return businessLoginSuccessSchema.parse(await res.json()).token;
}

describe('POST /api/business/login', () => {
  businessAccountTest(
    'answers success, a token and the business with its specialist',
    async ({ api, account }) => {
      const res = await login(api, BUSINESS.email, BUSINESS.password);
      expect(res.status).toBe(200);
      const body = businessLoginSuccessSchema.parse(await res.json());
      expect(body.business).toEqual({
        id: account.businessId,
        email: BUSINESS.email,
        name: BUSINESS.name,
        specialistId: account.specialistId,
        specialistSlug: BUSINESS.specialistSlug,
      });
      const { db, tables } = api.engine;
      const stored = await db.select({ role: tables.sessions.role }).from(tables.sessions);
      expect(stored).toEqual([{ role: 'business' }]);
    },
  );

  businessAccountTest(
    'answers the same 401 with success false for a wrong password and an unknown e-mail',
    async ({ api }) => {
      const wrongPassword = await login(api, BUSINESS.email, 'not-the-password');
      const unknownEmail = await login(api, 'stranger@flo.test', BUSINESS.password);
      expect([wrongPassword.status, unknownEmail.status]).toEqual([401, 401]);
      const body = businessAuthFailureSchema.parse(await wrongPassword.json());
      expect(body).toEqual({
        success: false,
        error: { code: 'invalid_credentials', message: 'Invalid email or password' },
      });
      expect(await unknownEmail.json()).toEqual(body);
    },
  );

  passwordlessBusinessTest(
    'refuses a business that has not set a password yet',
    async ({ api }) => {
      const res = await api.app.request(
        '/api/business/login',
        jsonBody({ email: BUSINESS.email, password: BUSINESS.password }),
      );
      expect(res.status).toBe(401);
      expect(businessAuthFailureSchema.parse(await res.json()).error.code).toBe(
        'invalid_credentials',
      );
    },
  );

  businessAccountTest(
    'answers 400 with success false and fields for an invalid body',
    async ({ api }) => {
      const res = await api.app.request('/api/business/login', jsonBody({ email: BUSINESS.email }));
      expect(res.status).toBe(400);
      const body = businessAuthFailureSchema.parse(await res.json());
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toEqual(['password']);
    },
  );

  businessAccountTest(
    'answers 429 with Retry-After after ten attempts a minute from one IP',
    async ({ api }) => {
      for (let i = 0; i < 10; i++) await login(api, BUSINESS.email, 'wrong-guess');
      const limited = await login(api, BUSINESS.email, BUSINESS.password);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(apiErrorSchema.parse(await limited.json()).error.code).toBe('rate_limited');
    },
  );
});

describe('GET /api/business/me', () => {
  businessAccountTest(
    'answers the business for its token and 401 without one',
    async ({ api, account }) => {
      const token = await loggedInToken(api);
      const me = await api.app.request('/api/business/me', bearer(token));
      expect(me.status).toBe(200);
      expect(businessMeResponseSchema.parse(await me.json()).business.id).toBe(account.businessId);
      const anonymous = await api.app.request('/api/business/me');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      expect(apiErrorSchema.parse(await anonymous.json()).error.code).toBe('unauthorized');
    },
  );

  businessAccountTest('refuses an admin token', async ({ api }) => {
    await insertAdmin(api.engine);
    const res = await api.app.request(
      '/api/admin/login',
      jsonBody({ email: ADMIN.email, password: ADMIN.password }),
    );
    const { token } = (await res.json()) as { token: string };
    expect((await api.app.request('/api/admin/me', bearer(token))).status).toBe(200);
    expect((await api.app.request('/api/business/me', bearer(token))).status).toBe(401);
  });

  businessAccountTest('keeps a session for thirty days and no longer', async ({ api }) => {
    const token = await loggedInToken(api);
    // Used at least once per half idle time, so only the age limit can end it.
    const step = SESSION_IDLE_MS.business / 2;
    for (let age = step; age < SESSION_LIFETIME_MS.business; age += step) {
      api.advance(step);
      expect((await api.app.request('/api/business/me', bearer(token))).status).toBe(200);
    }
    api.advance(SESSION_LIFETIME_MS.business % step || step);
    expect((await api.app.request('/api/business/me', bearer(token))).status).toBe(401);
  });

  businessAccountTest('refuses a token left unused for the idle time', async ({ api }) => {
    const token = await loggedInToken(api);
    api.advance(SESSION_IDLE_MS.business - 1000);
    expect((await api.app.request('/api/business/me', bearer(token))).status).toBe(200);
    api.advance(SESSION_IDLE_MS.business);
    expect((await api.app.request('/api/business/me', bearer(token))).status).toBe(401);
  });
});

describe('POST /api/business/logout', () => {
  businessAccountTest('revokes the presented token', async ({ api }) => {
    const token = await loggedInToken(api);
    const res = await api.app.request('/api/business/logout', { method: 'POST', ...bearer(token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await api.app.request('/api/business/me', bearer(token))).status).toBe(401);
  });
});
