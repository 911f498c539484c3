import { apiErrorSchema, businessAuthFailureSchema, setupLinkAcceptedSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { afterResponse } from '../http/after-response.ts';
import { BUSINESS } from '../testing/accounts.ts';
import { passwordlessBusinessTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { SETUP_LINK_MAIL_KIND, SETUP_LINK_RESEND_AFTER_MS } from './setup-link.ts';

const NEW_PASSWORD = 'a-password-from-the-link';

const requestLink = (api: TestApp, email: string, ip = '203.0.113.7') =>
  api.app.request('/api/business/setup-link', jsonBody({ email }, { 'x-test-client-ip': ip }));
/** Asks for a link and waits for the work left until after the answer. */
async function askForLink(api: TestApp, email: string, ip?: string) {
  const res = await requestLink(api, email, ip);
  await afterResponse(api.deps).idle();
  return res;
}
const setPassword = (api: TestApp, token: string) =>
  api.app.request(
    '/api/business/setup-password',
    jsonBody({
      email: BUSINESS.email,
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    }),
  );
const outbox = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.mailOutbox).orderBy(tables.mailOutbox.id);
const setupTokenHashes = ({ engine: { db, tables } }: TestApp) =>
  db.select({ hash: tables.businesses.setupTokenHash }).from(tables.businesses);

/** The link in the mail, and the token and address it carries. */
function linkIn(text: string) {
  const link = /https?:\/\/\S+\/login\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No setup link in:\n${text}`);
  const url = new URL(link);
  return { url, token: url.searchParams.get('setup') ?? '', email: url.searchParams.get('email') };
}

async function expectAccepted(res: Response) {
  expect(res.status).toBe(202);
  return setupLinkAcceptedSchema.parse(await res.json());
}

describe('POST /api/business/setup-link', () => {
  passwordlessBusinessTest(
    'answers 202 for an unknown address and queues no mail',
    async ({ api }) => {
      await expectAccepted(await askForLink(api, 'nobody@unknown.test'));
      expect(await outbox(api)).toEqual([]);
    },
  );

  passwordlessBusinessTest('answers a known address exactly as an unknown one', async ({ api }) => {
    const unknown = await expectAccepted(await askForLink(api, 'nobody@unknown.test'));
    const known = await expectAccepted(await askForLink(api, BUSINESS.email.toUpperCase()));
    expect(known).toEqual(unknown);
    expect(known.message).toMatch(/If that address belongs to a registered business/);
  });

  passwordlessBusinessTest(
    'e-mails a link whose token sets the password once, after which the business logs in',
    async ({ api }) => {
      await expectAccepted(await askForLink(api, BUSINESS.email));
      const [mail, ...others] = await outbox(api);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({
        to: BUSINESS.email,
        kind: SETUP_LINK_MAIL_KIND,
        status: 'pending',
      });
      expect(mail?.text).toMatch(/expires on .+ \(UK time\)/);
      const { url, token, email } = linkIn(mail?.text ?? '');
      expect(url.origin).toBe(api.deps.config.publicUrl);
      expect(email).toBe(BUSINESS.email);

      const first = await setPassword(api, token);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ success: true });
      const login = await api.app.request(
        '/api/business/login',
        jsonBody({ email: BUSINESS.email, password: NEW_PASSWORD }),
      );
      expect(login.status).toBe(200);

      const second = await setPassword(api, token);
      expect(second.status).toBe(400);
      expect(businessAuthFailureSchema.parse(await second.json()).error.message).toBe(
        'Password setup failed',
      );
    },
  );

  passwordlessBusinessTest(
    'answers before looking the address up, queueing the same work for a known address as for an unknown one',
    async ({ api }) => {
      const queue = afterResponse(api.deps);
      for (const email of ['nobody@unknown.test', BUSINESS.email]) {
        await expectAccepted(await requestLink(api, email));
        expect(queue.pending()).toBe(1);
        expect(await outbox(api)).toEqual([]);
        expect(await setupTokenHashes(api)).toEqual([{ hash: null }]);
        await queue.idle();
      }
      expect((await outbox(api)).map((mail) => mail.to)).toEqual([BUSINESS.email]);
    },
  );

  passwordlessBusinessTest(
    'sends nothing new when asked again within the resend window',
    async ({ api }) => {
      await askForLink(api, BUSINESS.email);
      api.advance(SETUP_LINK_RESEND_AFTER_MS - 1000);
      await expectAccepted(await askForLink(api, BUSINESS.email, '203.0.113.8'));
      const [mail, ...others] = await outbox(api);
      expect(others).toEqual([]);
      expect((await setPassword(api, linkIn(mail?.text ?? '').token)).status).toBe(200);
    },
  );

  passwordlessBusinessTest(
    'replaces the previous link when asked again after the resend window',
    async ({ api }) => {
      await askForLink(api, BUSINESS.email);
      api.advance(SETUP_LINK_RESEND_AFTER_MS);
      await askForLink(api, BUSINESS.email);
      const [older, newer] = (await outbox(api)).map((mail) => linkIn(mail.text).token);
      expect((await setPassword(api, older ?? '')).status).toBe(400);
      expect((await setPassword(api, newer ?? '')).status).toBe(200);
    },
  );

  passwordlessBusinessTest(
    'answers 400 with success false for an address that is not one',
    async ({ api }) => {
      const res = await askForLink(api, 'not-an-address');
      expect(res.status).toBe(400);
      const body = businessAuthFailureSchema.parse(await res.json());
      expect(Object.keys(body.error.fields ?? {})).toEqual(['email']);
      expect(await outbox(api)).toEqual([]);
    },
  );

  passwordlessBusinessTest('answers 415 to a form post', async ({ api }) => {
    const res = await api.app.request('/api/business/setup-link', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(BUSINESS.email)}`,
    });
    expect(res.status).toBe(415);
    expect(await outbox(api)).toEqual([]);
  });

  passwordlessBusinessTest(
    'answers 429 with Retry-After after ten requests a minute from one IP',
    async ({ api }) => {
      for (let i = 0; i < 10; i++)
        await expectAccepted(await askForLink(api, `guess${i}@unknown.test`));
      const limited = await askForLink(api, BUSINESS.email);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(apiErrorSchema.parse(await limited.json()).error.code).toBe('rate_limited');
      expect(await outbox(api)).toEqual([]);
      expect((await askForLink(api, BUSINESS.email, '203.0.113.8')).status).toBe(202);
    },
  );
});
