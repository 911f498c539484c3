import { apiErrorSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ADMIN, BUSINESS, insertAdmin, insertBusiness } from '../../testing/accounts.ts';
import { apiTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';
import { NEW_DEVICE_MAIL_KIND } from '../sign-in.ts';
import { ACCOUNT_ATTACK_MAIL_KIND } from './guard.ts';
import { FREE_FAILURES, MAX_WAIT_MS } from './policy.ts';

const logins = [
  { path: '/api/admin/login', insert: (api: TestApp) => insertAdmin(api.engine), account: ADMIN },
  {
    path: '/api/business/login',
    insert: (api: TestApp) => insertBusiness(api.engine),
    account: BUSINESS,
  },
];

/** Hundreds of sign-ins, each checking a password hash: longer than most tests take. */
const LONG_TEST_MS = 60_000;

let lastAddress = 0;
/** A source address no other attempt in this file has used. */
const freshAddress = () => `198.51.100.${++lastAddress % 250}`;

/**
 * Sign-in helpers for one login endpoint of one test app, whose clock stands still unless the
 * test moves it with `api.advance`, so a `Retry-After` does not depend on how fast tests run.
 */
function signIns(api: TestApp, path: string) {
  let at = Date.now();
  api.deps.now = () => new Date(at);
  api.advance = (ms) => {
    at += ms;
  };
  const attempt = (email: string, password: string, headers: Record<string, string> = {}) =>
    api.app.request(
      path,
      jsonBody({ email, password }, { 'x-test-client-ip': freshAddress(), ...headers }),
    );
  return {
    attempt,
    /** Wrong passwords for `email`, each from a new address, all answered 401. */
    async failFromManyAddresses(email: string, times: number) {
      for (let i = 0; i < times; i++) {
        expect((await attempt(email, 'a-wrong-password')).status).toBe(401);
      }
    },
    /** Signs in with the right password and answers the device cookie it was given. */
    async deviceCookie(email: string, password: string): Promise<string> {
      const res = await attempt(email, password);
      expect(res.status).toBe(200);
      const cookie = /^(flo_\w+_device=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      expect(cookie).toBeDefined();
      return cookie ?? '';
    },
  };
}

const mailsOf = ({ engine: { db, tables } }: TestApp, kind: string) =>
  db
    .select()
    .from(tables.mailOutbox)
    .where(eq(tables.mailOutbox.kind, kind))
    .orderBy(tables.mailOutbox.id);

for (const { path, insert, account } of logins) {
  describe(`${path} throttling`, () => {
    apiTest(
      'a stranger spread over many addresses makes new browsers wait, never the owner’s known browser',
      { timeout: LONG_TEST_MS },
      async ({ api }) => {
        await insert(api);
        const { attempt, failFromManyAddresses, deviceCookie } = signIns(api, path);
        const cookie = await deviceCookie(account.email, account.password);
        // The attack of issue 23, for 15 minutes: every 30 s the stranger sends ten wrong
        // passwords from ten new addresses, and the owner signs in from their usual browser.
        await failFromManyAddresses(account.email, FREE_FAILURES.account);
        for (let round = 0; round < 31; round++) {
          api.advance(30_000);
          for (let i = 0; i < 10; i++) {
            expect([401, 429]).toContain((await attempt(account.email, 'a-wrong-password')).status);
          }
          const owner = await attempt(account.email, account.password, { cookie });
          expect(owner.status).toBe(200);
        }
        // A browser that never signed in waits, even with the right password.
        const stranger = await attempt(account.email.toUpperCase(), account.password);
        expect(stranger.status).toBe(429);
        expect(apiErrorSchema.parse(await stranger.json()).error.code).toBe('rate_limited');
      },
    );

    apiTest(
      'waits double past the free failures, and knocking while waiting does not renew them',
      async ({ api }) => {
        await insert(api);
        const { attempt, failFromManyAddresses } = signIns(api, path);
        await failFromManyAddresses(account.email, FREE_FAILURES.account);
        const first = await attempt(account.email, account.password);
        expect(first.status).toBe(429);
        expect(first.headers.get('retry-after')).toBe('1');
        api.advance(1_000);
        await failFromManyAddresses(account.email, 1);
        for (let i = 0; i < 20; i++) {
          const knock = await attempt(account.email, 'a-wrong-password');
          expect(knock.status).toBe(429);
          expect(knock.headers.get('retry-after')).toBe('2');
        }
        api.advance(2_000);
        expect((await attempt(account.email, account.password)).status).toBe(200);
      },
    );

    apiTest(
      'never waits longer than the cap, and answers unknown addresses alike',
      { timeout: LONG_TEST_MS },
      async ({ api }) => {
        await insert(api);
        const { attempt } = signIns(api, path);
        const waits: number[] = [];
        for (let i = 0; i < 45; i++) {
          const known = await attempt(account.email, 'a-wrong-password');
          const unknown = await attempt('nobody@unknown.test', 'a-wrong-password');
          expect(unknown.status).toBe(known.status);
          expect(await unknown.json()).toEqual(await known.json());
          if (known.status === 429) {
            const wait = Number(known.headers.get('retry-after'));
            expect(unknown.headers.get('retry-after')).toBe(String(wait));
            waits.push(wait);
            api.advance(wait * 1000);
          }
        }
        expect(Math.max(...waits)).toBe(MAX_WAIT_MS / 1000);
      },
    );

    apiTest(
      'one address waits after its own failures while others are checked',
      async ({ api }) => {
        await insert(api);
        const { attempt } = signIns(api, path);
        const from = { 'x-test-client-ip': '2001:db8:9:9::1' };
        for (let i = 0; i < FREE_FAILURES.address; i++) {
          expect((await attempt(account.email, 'a-wrong-password', from)).status).toBe(401);
        }
        const sameSlash64 = { 'x-test-client-ip': '2001:db8:9:9::2' };
        expect((await attempt(account.email, account.password, sameSlash64)).status).toBe(429);
        expect((await attempt(account.email, account.password)).status).toBe(200);
      },
    );

    apiTest(
      'mails the owner once when the account starts waiting, and nobody for an unknown address',
      async ({ api }) => {
        await insert(api);
        const { failFromManyAddresses } = signIns(api, path);
        await failFromManyAddresses(account.email, FREE_FAILURES.account);
        await failFromManyAddresses('nobody@unknown.test', FREE_FAILURES.account);
        for (let i = 0; i < 2; i++) {
          api.advance(MAX_WAIT_MS);
          await failFromManyAddresses(account.email, 1);
        }
        const mails = await mailsOf(api, ACCOUNT_ATTACK_MAIL_KIND);
        expect(mails.map((mail) => mail.to)).toEqual([account.email]);
        expect(mails[0]?.text).toContain(`${FREE_FAILURES.account} sign-in attempts`);
        expect(mails[0]?.text).toMatch(/one-time sign-in link/);
      },
    );

    apiTest('mails the owner about a browser new to the login, once', async ({ api }) => {
      await insert(api);
      const { attempt, deviceCookie } = signIns(api, path);
      const cookie = await deviceCookie(account.email, account.password);
      expect((await attempt(account.email, account.password, { cookie })).status).toBe(200);
      const mails = await mailsOf(api, NEW_DEVICE_MAIL_KIND);
      expect(mails.map((mail) => mail.to)).toEqual([account.email]);
      expect(mails[0]?.subject).toBe('New sign-in to your Flo account');
    });

    apiTest(
      'a device cookie of another login, or a made-up one, is a stranger',
      async ({ api }) => {
        await insert(api);
        const { attempt, failFromManyAddresses } = signIns(api, path);
        await failFromManyAddresses(account.email, FREE_FAILURES.account);
        const cookie = path.includes('admin')
          ? 'flo_admin_device=made-up'
          : 'flo_business_device=x';
        expect((await attempt(account.email, account.password, { cookie })).status).toBe(429);
      },
    );

    apiTest(
      'the right password forgets its address’s failures, not the account’s',
      async ({ api }) => {
        await insert(api);
        const { attempt } = signIns(api, path);
        const from = { 'x-test-client-ip': '192.0.2.50' };
        for (let i = 0; i < FREE_FAILURES.address - 1; i++) {
          await attempt(account.email, 'a-wrong-password', from);
        }
        expect((await attempt(account.email, account.password, from)).status).toBe(200);
        const { db, tables } = api.engine;
        const rows = await db
          .select()
          .from(tables.loginThrottles)
          .orderBy(tables.loginThrottles.id);
        expect(rows.map((row) => [row.source, row.failures])).toEqual([
          ['account', FREE_FAILURES.address - 1],
        ]);
      },
    );
  });
}
