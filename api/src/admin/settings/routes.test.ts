import { operatorSettingsSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { deliverDueMail } from '../../mail/worker.ts';
import { listingsTest } from '../../testing/fixtures.ts';
import { ownerClaim } from '../../testing/owner-claim.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

listingsTest.beforeEach(({ api }) => {
  api.deps.config = {
    ...api.deps.config,
    operatorEmail: 'ops@env.example',
    mailFrom: 'Env <env@x.uk>',
  };
});

const put = (api: TestApp, admin: Record<string, string>, body: unknown) =>
  api.app.request('/api/admin/settings', { ...jsonBody(body, admin), method: 'PUT' });
const operatorMailTo = async ({ engine: { db, tables } }: TestApp) => {
  const { mailOutbox } = tables;
  const mails = await db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'claim_request'))
    .orderBy(mailOutbox.id);
  return mails.map((m) => m.to);
};

describe('operator mail settings', () => {
  listingsTest(
    'uses OPERATOR_EMAIL and MAIL_FROM until an admin sets others',
    async ({ api, admin }) => {
      const res = await api.app.request('/api/admin/settings', { headers: admin });
      expect(operatorSettingsSchema.parse(await res.json())).toEqual({
        operatorEmail: {
          value: 'ops@env.example',
          fromEnvironment: 'ops@env.example',
          overridden: false,
        },
        mailFrom: { value: 'Env <env@x.uk>', fromEnvironment: 'Env <env@x.uk>', overridden: false },
      });
      await api.app.request(
        '/api/claims',
        jsonBody(ownerClaim(api.id('castle-carpets-manchester'))),
      );
      expect(await operatorMailTo(api)).toEqual(['ops@env.example']);
    },
  );

  listingsTest(
    'sends operator mail to, and all mail from, what an admin saved; clearing goes back',
    async ({ api, admin }) => {
      const saved = await put(api, admin, {
        operatorEmail: 'desk@flo.example',
        mailFrom: 'Flo Team <team@flo.example>',
      });
      expect(saved.status).toBe(200);
      await api.app.request(
        '/api/claims',
        jsonBody(ownerClaim(api.id('castle-carpets-manchester'))),
      );
      expect(await operatorMailTo(api)).toEqual(['desk@flo.example']);
      const sent: { from: string }[] = [];
      await deliverDueMail(api.deps, { sendMail: async (mail) => sent.push(mail) });
      // The operators' notice and the claimant's "claim received", both from the saved sender.
      expect(sent.map((m) => m.from)).toEqual([
        'Flo Team <team@flo.example>',
        'Flo Team <team@flo.example>',
      ]);
      const cleared = operatorSettingsSchema.parse(
        await (await put(api, admin, { operatorEmail: '', mailFrom: null })).json(),
      );
      expect(cleared.operatorEmail).toMatchObject({ value: 'ops@env.example', overridden: false });
    },
  );

  listingsTest('refuses a malformed address and keeps the saved one', async ({ api, admin }) => {
    await put(api, admin, { operatorEmail: 'desk@flo.example', mailFrom: null });
    const res = await put(api, admin, {
      operatorEmail: 'not an address',
      mailFrom: 'Flo <no-at-sign>',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['mailFrom', 'operatorEmail']);
    const now = operatorSettingsSchema.parse(
      await (await api.app.request('/api/admin/settings', { headers: admin })).json(),
    );
    expect(now.operatorEmail.value).toBe('desk@flo.example');
  });
});
