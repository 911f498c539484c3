import { accountSessionListSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { ADMIN, BUSINESS, insertAdmin, insertBusiness } from '../testing/accounts.ts';
import { apiTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const roles = [
  { role: 'admin', insert: (api: TestApp) => insertAdmin(api.engine), account: ADMIN },
  { role: 'business', insert: (api: TestApp) => insertBusiness(api.engine), account: BUSINESS },
] as const;

/** Signs in from a browser with this User-Agent and answers its bearer headers. */
async function signIn(api: TestApp, role: string, account: typeof ADMIN, browser: string) {
  const res = await api.app.request(
    `/api/${role}/login`,
    jsonBody(account, { 'user-agent': browser, 'x-test-client-ip': `192.0.2.${browser.length}` }),
  );
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

for (const { role, insert, account } of roles) {
  describe(`/api/${role}/sessions`, () => {
    apiTest(
      'lists the account’s open sessions with their browsers, marking the current one',
      async ({ api }) => {
        await insert(api);
        const laptop = await signIn(api, role, account, 'Laptop Firefox');
        const phone = await signIn(api, role, account, 'Phone Safari 17');
        const res = await api.app.request(`/api/${role}/sessions`, { headers: phone });
        expect(res.status).toBe(200);
        const { sessions } = accountSessionListSchema.parse(await res.json());
        expect(sessions.map((s) => [s.browser, s.current]).sort()).toEqual([
          ['Laptop Firefox', false],
          ['Phone Safari 17', true],
        ]);
        expect((await api.app.request(`/api/${role}/me`, { headers: laptop })).status).toBe(200);
      },
    );

    apiTest('signs out everywhere: every token of the account stops working', async ({ api }) => {
      await insert(api);
      const laptop = await signIn(api, role, account, 'Laptop Firefox');
      const phone = await signIn(api, role, account, 'Phone Safari 17');
      const res = await api.app.request(`/api/${role}/sessions/sign-out-everywhere`, {
        method: 'POST',
        headers: phone,
      });
      expect(res.status).toBe(200);
      for (const headers of [laptop, phone]) {
        expect((await api.app.request(`/api/${role}/me`, { headers })).status).toBe(401);
      }
    });
  });
}

apiTest('an admin token cannot list or end a business’s sessions', async ({ api }) => {
  await insertAdmin(api.engine);
  const admin = await signIn(api, 'admin', ADMIN, 'Laptop Firefox');
  const res = await api.app.request('/api/business/sessions', { headers: admin });
  expect(res.status).toBe(401);
});
