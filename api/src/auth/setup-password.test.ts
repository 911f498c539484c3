import { apiErrorSchema, businessAuthFailureSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businesses } from '../db/schema.ts';
import { BUSINESS, bearer, insertBusiness } from '../testing/accounts.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { issueSetupToken, SETUP_TOKEN_LIFETIME_MS } from './setup-tokens.ts';
import { hashToken } from './tokens.ts';

const NEW_PASSWORD = 'a-brand-new-password';

let t: TestApp;
let businessId: number;
beforeEach(async () => {
  t = createTestApp();
  ({ businessId } = await insertBusiness(t.db, { password: null }));
});
afterEach(() => t.close());

const setup = (body: Record<string, string>, ip = '192.0.2.1') =>
  t.app.request('/api/business/setup-password', jsonBody(body, { 'x-test-client-ip': ip }));
const setupWith = (token: string, email = BUSINESS.email) =>
  setup({ email, token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
const loginWithNewPassword = () =>
  t.app.request('/api/business/login', jsonBody({ email: BUSINESS.email, password: NEW_PASSWORD }));
const storedBusiness = () =>
  t.db.select().from(businesses).where(eq(businesses.id, businessId)).get();

async function expectSetupFailed(res: Response) {
  expect(res.status).toBe(400);
  expect(businessAuthFailureSchema.parse(await res.json())).toEqual({
    success: false,
    error: { code: 'setup_link_invalid', message: 'Password setup failed' },
  });
  expect(storedBusiness()?.passwordHash).toBeNull();
}

describe('POST /api/business/setup-password', () => {
  it('sets the password with a valid token, once', async () => {
    const token = issueSetupToken(t.db, businessId, t.deps.now?.() ?? new Date());
    expect(storedBusiness()?.setupTokenHash).toBe(hashToken(token));

    const res = await setupWith(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(storedBusiness()?.setupTokenHash).toBeNull();
    expect((await loginWithNewPassword()).status).toBe(200);

    const again = await setup({
      email: BUSINESS.email,
      token,
      password: 'someone-elses-password',
      confirmPassword: 'someone-elses-password',
    });
    expect(again.status).toBe(400);
    expect(businessAuthFailureSchema.parse(await again.json()).error.message).toBe(
      'Password setup failed',
    );
    expect((await loginWithNewPassword()).status).toBe(200);
  });

  it('refuses a wrong token', async () => {
    issueSetupToken(t.db, businessId, new Date());
    await expectSetupFailed(await setupWith('a-guessed-token-of-enough-length'));
  });

  it('never sets a password from an e-mail address alone, with no token field at all', async () => {
    const emailOnly = {
      email: BUSINESS.email,
      password: 'an-attackers-pass',
      confirmPassword: 'an-attackers-pass',
    };
    const pending = issueSetupToken(t.db, businessId, new Date());
    const refused = await setup(emailOnly);
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(await refused.json()).error.fields).toMatchObject({
      token: [expect.any(String)],
    });
    expect(storedBusiness()?.passwordHash).toBeNull();
    expect(storedBusiness()?.setupTokenHash).toBe(hashToken(pending));

    expect((await setupWith(pending)).status).toBe(200);
    const passwordHash = storedBusiness()?.passwordHash;
    issueSetupToken(t.db, businessId, new Date());
    expect((await setup(emailOnly)).status).toBe(400);
    expect(storedBusiness()?.passwordHash).toBe(passwordHash);
    expect((await loginWithNewPassword()).status).toBe(200);
  });

  it('refuses a valid token presented with another e-mail address', async () => {
    const token = issueSetupToken(t.db, businessId, new Date());
    await expectSetupFailed(await setupWith(token, 'someone@else.test'));
  });

  it('refuses an expired token', async () => {
    const token = issueSetupToken(t.db, businessId, t.deps.now?.() ?? new Date());
    t.advance(SETUP_TOKEN_LIFETIME_MS);
    await expectSetupFailed(await setupWith(token));
  });

  it('refuses a token that a newer one has replaced', async () => {
    const first = issueSetupToken(t.db, businessId, new Date());
    issueSetupToken(t.db, businessId, new Date());
    await expectSetupFailed(await setupWith(first));
  });

  it('answers 400 with fields when the passwords do not match, and changes nothing', async () => {
    const token = issueSetupToken(t.db, businessId, new Date());
    const res = await setup({
      email: BUSINESS.email,
      token,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}!`,
    });
    expect(res.status).toBe(400);
    const body = businessAuthFailureSchema.parse(await res.json());
    expect(body.error.fields).toEqual({ confirmPassword: ['Passwords do not match'] });
    expect(storedBusiness()?.setupTokenHash).toBe(hashToken(token));
    expect(storedBusiness()?.passwordHash).toBeNull();
  });

  it('ends sessions that were open before the password changed again', async () => {
    expect((await setupWith(issueSetupToken(t.db, businessId, new Date()))).status).toBe(200);
    const login = await loginWithNewPassword();
    const { token: session } = (await login.json()) as { token: string };
    expect((await t.app.request('/api/business/me', bearer(session))).status).toBe(200);

    const reset = await setup({
      email: BUSINESS.email,
      token: issueSetupToken(t.db, businessId, new Date()),
      password: 'a-second-new-password',
      confirmPassword: 'a-second-new-password',
    });
    expect(reset.status).toBe(200);
    expect((await t.app.request('/api/business/me', bearer(session))).status).toBe(401);
  });

  it('answers 429 with Retry-After after ten attempts a minute from one IP', async () => {
    for (let i = 0; i < 10; i++) await setupWith('a-guessed-token-of-enough-length');
    const token = issueSetupToken(t.db, businessId, new Date());
    const limited = await setupWith(token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(await limited.json()).error.code).toBe('rate_limited');
    expect(storedBusiness()?.passwordHash).toBeNull();
  });
});
