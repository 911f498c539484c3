import { adminLoginResponseSchema, adminMeResponseSchema, apiErrorSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { ADMIN, BUSINESS, bearer, insertAdmin, insertBusiness } from '../testing/accounts.ts';
import { apiTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './sessions.ts';
import { hashToken } from './tokens.ts';

apiTest.beforeEach(async ({ api }) => {
  await insertAdmin(api.engine);
});

const sessionsOf = ({ engine: { db, tables } }: TestApp) => db.select().from(tables.sessions);
const login = (api: TestApp, email: string, password: string, ip = '203.0.113.1') =>
  api.app.request('/api/admin/login', jsonBody({ email, password }, { 'x-test-client-ip': ip }));

async function loggedInToken(api: TestApp): Promise<string> {
  const res = await login(api, ADMIN.email, ADMIN.password);
  expect(res.status).toBe(200);
  return adminLoginResponseSchema.parse(await res.json()).token;
}

describe('POST /api/admin/login', () => {
  apiTest('answers a token and the admin for the right e-mail and password', async ({ api }) => {
    const res = await login(api, ADMIN.email.toUpperCase(), ADMIN.password);
    expect(res.status).toBe(200);
    const body = adminLoginResponseSchema.parse(await res.json());
    expect(body.admin).toMatchObject({ email: ADMIN.email, name: ADMIN.name });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  apiTest(
    'answers the same 401 for a wrong password and for an unknown e-mail',
    async ({ api }) => {
      const wrongPassword = await login(api, ADMIN.email, 'not-the-password');
      const unknownEmail = await login(api, 'nobody@flo.test', ADMIN.password);
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      const first = apiErrorSchema.parse(await wrongPassword.json());
      expect(first.error).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid email or password',
      });
      expect(await unknownEmail.json()).toEqual(first);
      expect(await sessionsOf(api)).toHaveLength(0);
    },
  );

  apiTest('stores only the SHA-256 of the token, never the token itself', async ({ api }) => {
    const token = await loggedInToken(api);
    const rows = await sessionsOf(api);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  apiTest('answers 400 with fields for a body that is not a login', async ({ api }) => {
    const res = await api.app.request('/api/admin/login', jsonBody({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['email', 'password']);
  });

  apiTest('refuses a form-encoded body with 415 and malformed JSON with 400', async ({ api }) => {
    const form = await api.app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${ADMIN.email}&password=${ADMIN.password}`,
    });
    expect(form.status).toBe(415);
    expect(apiErrorSchema.parse(await form.json()).error.code).toBe('unsupported_media_type');
    const malformed = await api.app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    apiErrorSchema.parse(await malformed.json());
  });

  apiTest(
    'answers 429 with Retry-After after ten attempts a minute from one IP',
    async ({ api }) => {
      // Ten different addresses, so the per-account back-off does not come into it.
      for (let i = 0; i < 10; i++) {
        expect((await login(api, `guess${i}@flo.test`, 'wrong-guess')).status).toBe(401);
      }
      const limited = await login(api, ADMIN.email, ADMIN.password);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(apiErrorSchema.parse(await limited.json()).error.code).toBe('rate_limited');
      expect((await login(api, ADMIN.email, ADMIN.password, '203.0.113.2')).status).toBe(200);
      api.advance(60_000);
      expect((await login(api, ADMIN.email, ADMIN.password)).status).toBe(200);
    },
  );
});

describe('GET /api/admin/me', () => {
  apiTest('answers the admin for a valid token and 401 JSON without one', async ({ api }) => {
    const token = await loggedInToken(api);
    const me = await api.app.request('/api/admin/me', bearer(token));
    expect(me.status).toBe(200);
    expect(adminMeResponseSchema.parse(await me.json()).admin.email).toBe(ADMIN.email);

    const anonymous = await api.app.request('/api/admin/me');
    expect(anonymous.status).toBe(401);
    expect(apiErrorSchema.parse(await anonymous.json()).error.code).toBe('unauthorized');
    expect((await api.app.request('/api/admin/me', bearer(`${token}x`))).status).toBe(401);
  });

  apiTest('reads the scheme case-insensitively and refuses other schemes', async ({ api }) => {
    const token = await loggedInToken(api);
    const as = (authorization: string) =>
      api.app.request('/api/admin/me', { headers: { authorization } });
    expect((await as(`bearer ${token}`)).status).toBe(200);
    expect((await as(`Basic ${token}`)).status).toBe(401);
    expect((await as(`Bearer ${token} extra`)).status).toBe(401);
  });

  apiTest('refuses a business token', async ({ api }) => {
    await insertBusiness(api.engine);
    const res = await api.app.request(
      '/api/business/login',
      jsonBody({ email: BUSINESS.email, password: BUSINESS.password }),
    );
    const { token } = (await res.json()) as { token: string };
    expect((await api.app.request('/api/business/me', bearer(token))).status).toBe(200);
    expect((await api.app.request('/api/admin/me', bearer(token))).status).toBe(401);
  });

  apiTest('refuses the token once the session has expired', async ({ api }) => {
    const token = await loggedInToken(api);
    // Used at least once per half idle time, so only the age limit can end it.
    const step = SESSION_IDLE_MS.admin / 2;
    for (let age = step; age < SESSION_LIFETIME_MS.admin; age += step) {
      api.advance(step);
      expect((await api.app.request('/api/admin/me', bearer(token))).status).toBe(200);
    }
    api.advance(SESSION_LIFETIME_MS.admin % step || step);
    expect((await api.app.request('/api/admin/me', bearer(token))).status).toBe(401);
  });

  apiTest('refuses a token left unused for the idle time', async ({ api }) => {
    const token = await loggedInToken(api);
    api.advance(SESSION_IDLE_MS.admin - 1000);
    expect((await api.app.request('/api/admin/me', bearer(token))).status).toBe(200);
    api.advance(SESSION_IDLE_MS.admin);
    expect((await api.app.request('/api/admin/me', bearer(token))).status).toBe(401);
  });
});

describe('POST /api/admin/logout', () => {
  apiTest('revokes the presented token only', async ({ api }) => {
    const token = await loggedInToken(api);
    const other = await loggedInToken(api);
    const res = await api.app.request('/api/admin/logout', { method: 'POST', ...bearer(token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await api.app.request('/api/admin/me', bearer(token))).status).toBe(401);
    expect(
      (await api.app.request('/api/admin/logout', { method: 'POST', ...bearer(token) })).status,
    ).toBe(401);
    expect((await api.app.request('/api/admin/me', bearer(other))).status).toBe(200);
  });
});
