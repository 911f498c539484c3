import {
  apiErrorSchema,
  businessAuthFailureSchema,
  businessLoginSuccessSchema,
  businessMeResponseSchema,
} from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { ADMIN, BUSINESS, bearer, insertAdmin, insertBusiness } from '../testing/accounts.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { SESSION_LIFETIME_MS } from './sessions.ts';

let t: TestApp;
let ids: { businessId: number; specialistId: number };
beforeEach(async () => {
  t = createTestApp();
  ids = await insertBusiness(t.db);
});
afterEach(() => t.close());

const login = (email: string, password: string, ip = '198.51.100.1') =>
  t.app.request('/api/business/login', jsonBody({ email, password }, { 'x-test-client-ip': ip }));

async function loggedInToken(): Promise<string> {
  const res = await login(BUSINESS.email, BUSINESS.password);
  expect(res.status).toBe(200);
  return businessLoginSuccessSchema.parse(await res.json()).token;
}

describe('POST /api/business/login', () => {
  it('answers success, a token and the business with its specialist', async () => {
    const res = await login(BUSINESS.email, BUSINESS.password);
    expect(res.status).toBe(200);
    const body = businessLoginSuccessSchema.parse(await res.json());
    expect(body.business).toEqual({
      id: ids.businessId,
      email: BUSINESS.email,
      name: BUSINESS.name,
      specialistId: ids.specialistId,
      specialistSlug: BUSINESS.specialistSlug,
    });
    expect(t.db.select().from(sessions).get()?.role).toBe('business');
  });

  it('answers the same 401 with success false for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login(BUSINESS.email, 'not-the-password');
    const unknownEmail = await login('stranger@flo.test', BUSINESS.password);
    expect([wrongPassword.status, unknownEmail.status]).toEqual([401, 401]);
    const body = businessAuthFailureSchema.parse(await wrongPassword.json());
    expect(body).toEqual({
      success: false,
      error: { code: 'invalid_credentials', message: 'Invalid email or password' },
    });
    expect(await unknownEmail.json()).toEqual(body);
  });

  it('refuses a business that has not set a password yet', async () => {
    const fresh = createTestApp();
    await insertBusiness(fresh.db, { password: null });
    const res = await fresh.app.request(
      '/api/business/login',
      jsonBody({ email: BUSINESS.email, password: BUSINESS.password }),
    );
    expect(res.status).toBe(401);
    expect(businessAuthFailureSchema.parse(await res.json()).error.code).toBe(
      'invalid_credentials',
    );
    fresh.close();
  });

  it('answers 400 with success false and fields for an invalid body', async () => {
    const res = await t.app.request('/api/business/login', jsonBody({ email: BUSINESS.email }));
    expect(res.status).toBe(400);
    const body = businessAuthFailureSchema.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual(['password']);
  });

  it('answers 429 with Retry-After after ten attempts a minute from one IP', async () => {
    for (let i = 0; i < 10; i++) await login(BUSINESS.email, 'wrong-guess');
    const limited = await login(BUSINESS.email, BUSINESS.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(await limited.json()).error.code).toBe('rate_limited');
  });
});

describe('GET /api/business/me', () => {
  it('answers the business for its token and 401 without one', async () => {
    const token = await loggedInToken();
    const me = await t.app.request('/api/business/me', bearer(token));
    expect(me.status).toBe(200);
    expect(businessMeResponseSchema.parse(await me.json()).business.id).toBe(ids.businessId);
    const anonymous = await t.app.request('/api/business/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(apiErrorSchema.parse(await anonymous.json()).error.code).toBe('unauthorized');
  });

  it('refuses an admin token', async () => {
    await insertAdmin(t.db);
    const res = await t.app.request(
      '/api/admin/login',
      jsonBody({ email: ADMIN.email, password: ADMIN.password }),
    );
    const { token } = (await res.json()) as { token: string };
    expect((await t.app.request('/api/admin/me', bearer(token))).status).toBe(200);
    expect((await t.app.request('/api/business/me', bearer(token))).status).toBe(401);
  });

  it('keeps a session for thirty days and no longer', async () => {
    const token = await loggedInToken();
    t.advance(SESSION_LIFETIME_MS.business - 1000);
    expect((await t.app.request('/api/business/me', bearer(token))).status).toBe(200);
    t.advance(1000);
    expect((await t.app.request('/api/business/me', bearer(token))).status).toBe(401);
  });
});

describe('POST /api/business/logout', () => {
  it('revokes the presented token', async () => {
    const token = await loggedInToken();
    const res = await t.app.request('/api/business/logout', { method: 'POST', ...bearer(token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await t.app.request('/api/business/me', bearer(token))).status).toBe(401);
  });
});
