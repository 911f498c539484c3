import { twoFactorEnrolmentSchema, twoFactorRecoveryCodesSchema } from '@flo/contract';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { SessionRole } from '../auth/sessions.ts';
import { ADMIN, BUSINESS, insertAdmin, insertBusiness, signIn } from './accounts.ts';
import { jsonBody, type TestApp } from './test-app.ts';

let lastAddress = 0;

/**
 * One login of `role` on a test app whose clock stands still unless the test moves it with
 * `api.advance`, so the codes the test computes are the server's codes of that moment. Each
 * request comes from an address no other request in the file used.
 */
export async function twoFactorLogin(api: TestApp, role: SessionRole) {
  let at = Date.UTC(2026, 10, 27, 12, 0, 5);
  api.deps.now = () => new Date(at);
  api.advance = (ms) => {
    at += ms;
  };
  const account = role === 'admin' ? ADMIN : BUSINESS;
  const userId =
    role === 'admin'
      ? await insertAdmin(api.engine)
      : (await insertBusiness(api.engine)).businessId;
  const session = await signIn(api.engine, role, userId, new Date(at));
  const signedIn = { authorization: `Bearer ${session}` };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.app.request(
      `/api/${role}${path}`,
      jsonBody(body, { 'x-test-client-ip': `198.51.100.${++lastAddress % 250}`, ...headers }),
    );
  const get = (path: string) => api.app.request(`/api/${role}${path}`, { headers: signedIn });
  let secret = '';
  /** What an authenticator app shows now, or `steps` periods of 30 s from now. */
  const code = (steps = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at + steps * 30_000 });
  return {
    account,
    userId,
    signedIn,
    post,
    get,
    code,
    /** Sets two-factor up as the owner does, answering the recovery codes. */
    async enrol(): Promise<string[]> {
      const started = await post('/two-factor/enrolment', {}, signedIn);
      expect(started.status).toBe(200);
      secret = twoFactorEnrolmentSchema.parse(await started.json()).secret;
      const confirmed = await post('/two-factor/enrolment/confirm', { code: code() }, signedIn);
      expect(confirmed.status).toBe(200);
      return twoFactorRecoveryCodesSchema.parse(await confirmed.json()).recoveryCodes;
    },
    /** The password step, which must answer a two-factor challenge; answers the challenge. */
    async challenge(): Promise<string> {
      const res = await post('/login', { email: account.email, password: account.password });
      expect(res.status).toBe(401);
      const body = (await res.json()) as {
        error: { code: string };
        twoFactor: { challenge: string };
      };
      expect(body.error.code).toBe('two_factor_required');
      return body.twoFactor.challenge;
    },
  };
}
