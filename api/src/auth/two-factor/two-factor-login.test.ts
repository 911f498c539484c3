import {
  adminMeResponseSchema,
  businessLoginSuccessSchema,
  TWO_FACTOR_REQUIRED,
} from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { afterResponse } from '../../http/after-response.ts';
import { apiTest } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { twoFactorLogin } from '../../testing/two-factor.ts';
import { SIGN_IN_LINK_MAIL_KIND } from '../sign-in-links.ts';
import { WRONG_CODES_MAIL_KIND } from '../throttle/guard.ts';
import { FREE_FAILURES } from '../throttle/policy.ts';
import { CHALLENGE_LIFETIME_MS } from './challenge.ts';

const errorCode = async (res: Response) =>
  ((await res.json()) as { error: { code: string } }).error.code;

const sessionsOf = ({ engine: { db, tables } }: TestApp) => db.select().from(tables.sessions);
const mailsOf = ({ engine: { db, tables } }: TestApp, kind: string) =>
  db
    .select()
    .from(tables.mailOutbox)
    .where(eq(tables.mailOutbox.kind, kind))
    .orderBy(tables.mailOutbox.id);

for (const role of ['admin', 'business'] as const) {
  describe(`${role} sign-in with two-factor on`, () => {
    apiTest(
      'a right password is not enough; wrong and replayed codes are refused and slowed, a right one signs in',
      async ({ api }) => {
        const login = await twoFactorLogin(api, role);
        await login.enrol();
        const sessionsBefore = (await sessionsOf(api)).length;
        const challenge = await login.challenge();
        expect(await sessionsOf(api)).toHaveLength(sessionsBefore);

        const replayed = await login.post('/login/two-factor', { challenge, code: login.code() });
        expect(replayed.status).toBe(401);
        expect(await errorCode(replayed)).toBe('invalid_two_factor_code');

        for (let i = 1; i < FREE_FAILURES.twoFactor; i++) {
          const wrong = await login.post('/login/two-factor', { challenge, code: '000000' });
          expect(wrong.status).toBe(401);
        }
        const waiting = await login.post('/login/two-factor', { challenge, code: login.code(1) });
        expect(waiting.status).toBe(429);
        expect(waiting.headers.get('retry-after')).toBe('1');
        const mails = await mailsOf(api, WRONG_CODES_MAIL_KIND);
        expect(mails.map((mail) => mail.to)).toEqual([login.account.email]);

        api.advance(30_000);
        const right = await login.post('/login/two-factor', { challenge, code: login.code() });
        expect(right.status).toBe(200);
        const body = (await right.json()) as { token: string };
        const me = await api.app.request(`/api/${role}/me`, {
          headers: { authorization: `Bearer ${body.token}` },
        });
        expect(me.status).toBe(200);

        const spent = await login.post('/login/two-factor', { challenge, code: login.code(1) });
        expect(spent.status).toBe(400);
        expect(await errorCode(spent)).toBe('two_factor_challenge_invalid');
        const sameCodeAgain = await login.post('/login/two-factor', {
          challenge: await login.challenge(),
          code: login.code(),
        });
        expect(sameCodeAgain.status).toBe(401);
      },
    );

    apiTest('each recovery code signs in once, whatever its case and dashes', async ({ api }) => {
      const login = await twoFactorLogin(api, role);
      const [first = '', second = ''] = await login.enrol();
      const typed = first.toLowerCase().replace(/-/g, ' ');
      const used = await login.post('/login/two-factor', {
        challenge: await login.challenge(),
        recoveryCode: typed,
      });
      expect(used.status).toBe(200);
      const again = await login.post('/login/two-factor', {
        challenge: await login.challenge(),
        recoveryCode: first,
      });
      expect(again.status).toBe(401);
      const other = await login.post('/login/two-factor', {
        challenge: await login.challenge(),
        recoveryCode: second,
      });
      expect(other.status).toBe(200);
      const status = await (await login.get('/two-factor')).json();
      expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
    });

    apiTest('a challenge expires, and works for its own area only', async ({ api }) => {
      const login = await twoFactorLogin(api, role);
      await login.enrol();
      const challenge = await login.challenge();
      const other = role === 'admin' ? 'business' : 'admin';
      const crossed = await api.app.request(`/api/${other}/login/two-factor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ challenge, code: login.code(1) }),
      });
      expect(crossed.status).toBe(400);
      api.advance(CHALLENGE_LIFETIME_MS);
      const late = await login.post('/login/two-factor', { challenge, code: login.code() });
      expect(late.status).toBe(400);
    });

    apiTest(
      'the mailed link proves the mailbox only: the code is still asked, even while strangers make the password wait',
      async ({ api }) => {
        const login = await twoFactorLogin(api, role);
        await login.enrol();
        for (let i = 0; i < FREE_FAILURES.account + 3; i++) {
          await login.post('/login', { email: login.account.email, password: 'a-wrong-guess' });
        }
        await login.post('/sign-in-link', { email: login.account.email });
        await afterResponse(api.deps).idle();
        const [mail] = await mailsOf(api, SIGN_IN_LINK_MAIL_KIND);
        const token = /\?signin=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
        const linked = await login.post('/login/link', { token: decodeURIComponent(token) });
        expect(linked.status).toBe(401);
        const body = (await linked.json()) as {
          error: { code: string };
          twoFactor: { challenge: string };
        };
        expect(body.error.code).toBe(TWO_FACTOR_REQUIRED);
        api.advance(30_000);
        const right = await login.post('/login/two-factor', {
          challenge: body.twoFactor.challenge,
          code: login.code(),
        });
        expect(right.status).toBe(200);
        const signedIn = await right.json();
        if (role === 'admin')
          expect(adminMeResponseSchema.parse(signedIn).admin.id).toBe(login.userId);
        else expect(businessLoginSuccessSchema.parse(signedIn).business.id).toBe(login.userId);
      },
    );
  });
}
