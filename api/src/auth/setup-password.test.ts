import { apiErrorSchema, businessAuthFailureSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { BUSINESS, bearer } from '../testing/accounts.ts';
import { passwordlessBusinessTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { newSetupToken, SETUP_TOKEN_LIFETIME_MS } from './setup-tokens.ts';
import { hashToken } from './tokens.ts';

const NEW_PASSWORD = 'a-brand-new-password';

const setup = (api: TestApp, body: Record<string, string>, ip = '192.0.2.1') =>
  api.app.request('/api/business/setup-password', jsonBody(body, { 'x-test-client-ip': ip }));
const setupWith = (api: TestApp, token: string, email = BUSINESS.email) =>
  setup(api, { email, token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
const loginWithNewPassword = (api: TestApp) =>
  api.app.request(
    '/api/business/login',
    jsonBody({ email: BUSINESS.email, password: NEW_PASSWORD }),
  );
async function storedBusiness({ engine: { db, tables } }: TestApp, businessId: number) {
  const [business] = await db
    .select()
    .from(tables.businesses)
    .where(eq(tables.businesses.id, businessId));
  return business;
}
/** A new setup token for the business, as an approved claim or a setup link gives; answers it. */
const issueSetupToken = (api: TestApp, businessId: number, now = new Date()) =>
  api.engine.commit(newSetupToken, businessId, now);

async function expectSetupFailed(api: TestApp, businessId: number, res: Response) {
  expect(res.status).toBe(400);
  expect(businessAuthFailureSchema.parse(await res.json())).toEqual({
    success: false,
    error: { code: 'setup_link_invalid', message: 'Password setup failed' },
  });
  expect((await storedBusiness(api, businessId))?.passwordHash).toBeNull();
}

describe('POST /api/business/setup-password', () => {
  passwordlessBusinessTest(
    'sets the password with a valid token, once',
    async ({ api, account: { businessId } }) => {
      const token = await issueSetupToken(api, businessId, api.deps.now?.() ?? new Date());
      expect((await storedBusiness(api, businessId))?.setupTokenHash).toBe(hashToken(token));

      const res = await setupWith(api, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
      expect((await storedBusiness(api, businessId))?.setupTokenHash).toBeNull();
      expect((await loginWithNewPassword(api)).status).toBe(200);

      const again = await setup(api, {
        email: BUSINESS.email,
        token,
        password: 'someone-elses-password',
        confirmPassword: 'someone-elses-password',
      });
      expect(again.status).toBe(400);
      expect(businessAuthFailureSchema.parse(await again.json()).error.message).toBe(
        'Password setup failed',
      );
      expect((await loginWithNewPassword(api)).status).toBe(200);
    },
  );

  passwordlessBusinessTest('refuses a wrong token', async ({ api, account: { businessId } }) => {
    await issueSetupToken(api, businessId);
    await expectSetupFailed(
      api,
      businessId,
      await setupWith(api, 'a-guessed-token-of-enough-length'),
    );
  });

  passwordlessBusinessTest(
    'never sets a password from an e-mail address alone, with no token field at all',
    async ({ api, account: { businessId } }) => {
      const emailOnly = {
        email: BUSINESS.email,
        password: 'an-attackers-pass',
        confirmPassword: 'an-attackers-pass',
      };
      const pending = await issueSetupToken(api, businessId);
      const refused = await setup(api, emailOnly);
      expect(refused.status).toBe(400);
      expect(apiErrorSchema.parse(await refused.json()).error.fields).toMatchObject({
        token: [expect.any(String)],
      });
      expect((await storedBusiness(api, businessId))?.passwordHash).toBeNull();
      expect((await storedBusiness(api, businessId))?.setupTokenHash).toBe(hashToken(pending));

      expect((await setupWith(api, pending)).status).toBe(200);
      const passwordHash = (await storedBusiness(api, businessId))?.passwordHash;
      await issueSetupToken(api, businessId);
      expect((await setup(api, emailOnly)).status).toBe(400);
      expect((await storedBusiness(api, businessId))?.passwordHash).toBe(passwordHash);
      expect((await loginWithNewPassword(api)).status).toBe(200);
    },
  );

  passwordlessBusinessTest(
    'refuses a valid token presented with another e-mail address',
    async ({ api, account: { businessId } }) => {
      const token = await issueSetupToken(api, businessId);
      await expectSetupFailed(api, businessId, await setupWith(api, token, 'someone@else.test'));
    },
  );

  passwordlessBusinessTest('refuses an expired token', async ({ api, account: { businessId } }) => {
    const token = await issueSetupToken(api, businessId, api.deps.now?.() ?? new Date());
    api.advance(SETUP_TOKEN_LIFETIME_MS);
    await expectSetupFailed(api, businessId, await setupWith(api, token));
  });

  passwordlessBusinessTest(
    'refuses a token that a newer one has replaced',
    async ({ api, account: { businessId } }) => {
      const first = await issueSetupToken(api, businessId);
      await issueSetupToken(api, businessId);
      await expectSetupFailed(api, businessId, await setupWith(api, first));
    },
  );

  passwordlessBusinessTest(
    'answers 400 with fields when the passwords do not match, and changes nothing',
    async ({ api, account: { businessId } }) => {
      const token = await issueSetupToken(api, businessId);
      const res = await setup(api, {
        email: BUSINESS.email,
        token,
        password: NEW_PASSWORD,
        confirmPassword: `${NEW_PASSWORD}!`,
      });
      expect(res.status).toBe(400);
      const body = businessAuthFailureSchema.parse(await res.json());
      expect(body.error.fields).toEqual({ confirmPassword: ['Passwords do not match'] });
      expect((await storedBusiness(api, businessId))?.setupTokenHash).toBe(hashToken(token));
      expect((await storedBusiness(api, businessId))?.passwordHash).toBeNull();
    },
  );

  passwordlessBusinessTest(
    'ends sessions that were open before the password changed again',
    async ({ api, account: { businessId } }) => {
      expect((await setupWith(api, await issueSetupToken(api, businessId))).status).toBe(200);
      const login = await loginWithNewPassword(api);
      const { token: session } = (await login.json()) as { token: string };
      expect((await api.app.request('/api/business/me', bearer(session))).status).toBe(200);

      const reset = await setup(api, {
        email: BUSINESS.email,
        token: await issueSetupToken(api, businessId),
        password: 'a-second-new-password',
        confirmPassword: 'a-second-new-password',
      });
      expect(reset.status).toBe(200);
      expect((await api.app.request('/api/business/me', bearer(session))).status).toBe(401);
    },
  );

  passwordlessBusinessTest(
    'answers 429 with Retry-After after ten attempts a minute from one IP',
    async ({ api, account: { businessId } }) => {
      for (let i = 0; i < 10; i++) await setupWith(api, 'a-guessed-token-of-enough-length');
      const token = await issueSetupToken(api, businessId);
      const limited = await setupWith(api, token);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(apiErrorSchema.parse(await limited.json()).error.code).toBe('rate_limited');
      expect((await storedBusiness(api, businessId))?.passwordHash).toBeNull();
    },
  );
});
