import { twoFactorEnrolmentSchema, twoFactorStatusSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { twoFactorLogin } from '../../testing/two-factor.ts';
import { TWO_FACTOR_CHANGED_MAIL_KIND } from './account.ts';
import { RECOVERY_CODE_COUNT } from './recovery-codes.ts';

const secretsOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.twoFactorLogins).orderBy(tables.twoFactorLogins.id);
const recoveryCodesOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.twoFactorRecoveryCodes).orderBy(tables.twoFactorRecoveryCodes.id);

for (const role of ['admin', 'business'] as const) {
  describe(`${role} two-factor set-up`, () => {
    apiTest(
      'a secret is on only once a code from it is confirmed, and is never shown again',
      async ({ api }) => {
        const login = await twoFactorLogin(api, role);
        const started = await login.post('/two-factor/enrolment', {}, login.signedIn);
        const { secret, uri } = twoFactorEnrolmentSchema.parse(await started.json());
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(uri).toMatch(/^otpauth:\/\/totp\/Flo:/);
        expect(new URL(uri).searchParams.get('secret')).toBe(secret);
        expect((await login.post('/login', login.account)).status).toBe(200);

        const wrong = await login.post(
          '/two-factor/enrolment/confirm',
          { code: '123456' },
          login.signedIn,
        );
        expect(wrong.status).toBe(400);
        const off = twoFactorStatusSchema.parse(await (await login.get('/two-factor')).json());
        expect(off).toEqual({
          enabled: false,
          canDisable: role === 'business',
          enabledAt: null,
          recoveryCodesLeft: 0,
        });

        const codes = await login.enrol();
        expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
        const status = await (await login.get('/two-factor')).text();
        expect(twoFactorStatusSchema.parse(JSON.parse(status))).toMatchObject({
          enabled: true,
          recoveryCodesLeft: RECOVERY_CODE_COUNT,
        });
        const [row] = await secretsOf(api);
        expect(status).not.toContain(row?.secret);
        const stored = await recoveryCodesOf(api);
        expect(stored.map((code) => code.codeHash)).not.toContain(codes[0]);
        expect(stored.every((code) => /^[0-9a-f]{64}$/.test(code.codeHash))).toBe(true);
      },
    );

    apiTest('needs its own area’s session', async ({ api }) => {
      const login = await twoFactorLogin(api, role);
      const other = role === 'admin' ? 'business' : 'admin';
      const crossed = await api.app.request(`/api/${other}/two-factor`, {
        headers: login.signedIn,
      });
      expect(crossed.status).toBe(401);
      expect((await login.post('/two-factor/enrolment', {})).status).toBe(401);
      expect(await secretsOf(api)).toEqual([]);
    });
  });
}

describe('turning two-factor off', () => {
  apiTest(
    'a business turns it off with a current code; a wrong one changes nothing',
    async ({ api }) => {
      const login = await twoFactorLogin(api, 'business');
      await login.enrol();
      const wrong = await login.post('/two-factor/disable', { code: '000000' }, login.signedIn);
      expect(wrong.status).toBe(400);
      expect((await login.post('/login', login.account)).status).toBe(401);
      api.advance(30_000);
      const off = await login.post('/two-factor/disable', { code: login.code() }, login.signedIn);
      expect(off.status).toBe(200);
      expect(await recoveryCodesOf(api)).toEqual([]);
      expect((await login.post('/login', login.account)).status).toBe(200);
      const { db, tables } = api.engine;
      const mails = await db
        .select()
        .from(tables.mailOutbox)
        .where(eq(tables.mailOutbox.kind, TWO_FACTOR_CHANGED_MAIL_KIND))
        .orderBy(tables.mailOutbox.id);
      expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
        [login.account.email, 'Two-factor sign-in is now on for your Flo account'],
        [login.account.email, 'Two-factor sign-in is now off for your Flo account'],
      ]);
    },
  );

  apiTest('an admin keeps it, but can move it to a new authenticator', async ({ api }) => {
    const login = await twoFactorLogin(api, 'admin');
    const [oldRecoveryCode] = await login.enrol();
    const disable = await login.post('/two-factor/disable', { code: login.code() }, login.signedIn);
    expect(disable.status).toBe(404);
    api.advance(30_000);
    const moved = await login.enrol();
    expect(moved).not.toContain(oldRecoveryCode);
    const stale = await login.post('/login/two-factor', {
      challenge: await login.challenge(),
      recoveryCode: oldRecoveryCode,
    });
    expect(stale.status).toBe(401);
  });
});
