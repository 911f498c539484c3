import {
  adminLoginResponseSchema,
  businessLoginSuccessSchema,
  signInLinkAcceptedSchema,
} from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { afterResponse } from '../http/after-response.ts';
import { ADMIN, BUSINESS, insertAdmin, insertBusiness } from '../testing/accounts.ts';
import { signInLinkCases } from '../testing/engine-cases/sign-in-links.ts';
import { apiTest } from '../testing/fixtures.ts';
import { testDialect } from '../testing/open-test-app.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import {
  SIGN_IN_LINK_LIFETIME_MS,
  SIGN_IN_LINK_MAIL_KIND,
  SIGN_IN_LINK_RESEND_AFTER_MS,
} from './sign-in-links.ts';
import { FREE_FAILURES } from './throttle/policy.ts';

// The repository's cases on PostgreSQL are sign-in-links.pg.test.ts.
if (testDialect() === 'sqlite') signInLinkCases('sqlite');

let lastAddress = 0;
const post = (api: TestApp, path: string, body: unknown) =>
  api.app.request(path, jsonBody(body, { 'x-test-client-ip': `203.0.113.${++lastAddress % 250}` }));

/** Asks for a link and waits for the work left until after the answer. */
async function askForLink(api: TestApp, role: 'admin' | 'business', email: string) {
  const res = await post(api, `/api/${role}/sign-in-link`, { email });
  await afterResponse(api.deps).idle();
  expect(res.status).toBe(202);
  return signInLinkAcceptedSchema.parse(await res.json());
}

const linkMails = ({ engine: { db, tables } }: TestApp) =>
  db
    .select()
    .from(tables.mailOutbox)
    .where(eq(tables.mailOutbox.kind, SIGN_IN_LINK_MAIL_KIND))
    .orderBy(tables.mailOutbox.id);

/** The token of the newest mailed link, checking the link opens that role's login page. */
async function newestToken(api: TestApp, loginPath: string): Promise<string> {
  const text = (await linkMails(api)).at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\?signin=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No sign-in link in:\n${text}`);
  const url = new URL(link);
  expect(url.pathname).toBe(loginPath);
  return url.searchParams.get('signin') ?? '';
}

const roles = [
  {
    role: 'admin' as const,
    loginPath: '/admin/login',
    insert: (api: TestApp) => insertAdmin(api.engine),
    account: ADMIN,
    parse: (body: unknown) => adminLoginResponseSchema.parse(body).admin.email,
  },
  {
    role: 'business' as const,
    loginPath: '/login',
    insert: (api: TestApp) => insertBusiness(api.engine),
    account: BUSINESS,
    parse: (body: unknown) => businessLoginSuccessSchema.parse(body).business.email,
  },
];

for (const { role, loginPath, insert, account, parse } of roles) {
  describe(`${role} sign-in links`, () => {
    apiTest(
      'answers a known address exactly as an unknown one, mailing only the owner',
      async ({ api }) => {
        await insert(api);
        const unknown = await askForLink(api, role, 'nobody@unknown.test');
        const known = await askForLink(api, role, account.email.toUpperCase());
        expect(known).toEqual(unknown);
        expect((await linkMails(api)).map((mail) => mail.to)).toEqual([account.email]);
      },
    );

    apiTest('signs in once with the mailed token, past an account-wide wait', async ({ api }) => {
      await insert(api);
      for (let i = 0; i < FREE_FAILURES.account + 5; i++) {
        await post(api, `/api/${role}/login`, { email: account.email, password: 'wrong-guess' });
      }
      const refused = await post(api, `/api/${role}/login`, account);
      expect(refused.status).toBe(429);

      await askForLink(api, role, account.email);
      const token = await newestToken(api, loginPath);
      const signedIn = await post(api, `/api/${role}/login/link`, { token });
      expect(signedIn.status).toBe(200);
      expect(parse(await signedIn.json())).toBe(account.email);
      expect(signedIn.headers.get('set-cookie')).toMatch(/HttpOnly/i);

      const again = await post(api, `/api/${role}/login/link`, { token });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: { code: 'sign_in_link_invalid' } });
    });

    apiTest(
      'sends nothing new within the resend window, and a link stops working when it expires',
      async ({ api }) => {
        await insert(api);
        await askForLink(api, role, account.email);
        await askForLink(api, role, account.email);
        expect(await linkMails(api)).toHaveLength(1);
        api.advance(SIGN_IN_LINK_RESEND_AFTER_MS);
        await askForLink(api, role, account.email);
        expect(await linkMails(api)).toHaveLength(2);
        api.advance(SIGN_IN_LINK_LIFETIME_MS);
        const expired = await post(api, `/api/${role}/login/link`, {
          token: await newestToken(api, loginPath),
        });
        expect(expired.status).toBe(400);
      },
    );

    apiTest('a link of one area does not sign in to the other', async ({ api }) => {
      await insert(api);
      await askForLink(api, role, account.email);
      const other = role === 'admin' ? 'business' : 'admin';
      const crossed = await post(api, `/api/${other}/login/link`, {
        token: await newestToken(api, loginPath),
      });
      expect(crossed.status).toBe(400);
    });
  });
}
