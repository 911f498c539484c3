import { operatorSettingsSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { deliverDueMail } from '../../mail/worker.ts';
import { insertAdmin } from '../../testing/accounts.ts';
import {
  createListingsTestApp,
  type ListingsTestApp,
  ownerClaim,
} from '../../testing/listings-app.ts';
import { jsonBody } from '../../testing/test-app.ts';

let t: ListingsTestApp;
let admin: Record<string, string>;
beforeEach(async () => {
  t = createListingsTestApp();
  t.deps.config = {
    ...t.deps.config,
    operatorEmail: 'ops@env.example',
    mailFrom: 'Env <env@x.uk>',
  };
  const token = createSession(t.db, 'admin', await insertAdmin(t.db), new Date());
  admin = { authorization: `Bearer ${token}` };
});
afterEach(() => t.close());

const put = (body: unknown) =>
  t.app.request('/api/admin/settings', { ...jsonBody(body, admin), method: 'PUT' });
const operatorMailTo = () =>
  (
    t.db.$client.prepare(`select "to" from mail_outbox where kind = 'claim_request'`).all() as {
      to: string;
    }[]
  ).map((m) => m.to);

describe('operator mail settings', () => {
  it('uses OPERATOR_EMAIL and MAIL_FROM until an admin sets others', async () => {
    const res = await t.app.request('/api/admin/settings', { headers: admin });
    expect(operatorSettingsSchema.parse(await res.json())).toEqual({
      operatorEmail: {
        value: 'ops@env.example',
        fromEnvironment: 'ops@env.example',
        overridden: false,
      },
      mailFrom: { value: 'Env <env@x.uk>', fromEnvironment: 'Env <env@x.uk>', overridden: false },
    });
    await t.app.request('/api/claims', jsonBody(ownerClaim(t.id('castle-carpets-manchester'))));
    expect(operatorMailTo()).toEqual(['ops@env.example']);
  });

  it('sends operator mail to, and all mail from, what an admin saved; clearing goes back', async () => {
    const saved = await put({
      operatorEmail: 'desk@flo.example',
      mailFrom: 'Flo Team <team@flo.example>',
    });
    expect(saved.status).toBe(200);
    await t.app.request('/api/claims', jsonBody(ownerClaim(t.id('castle-carpets-manchester'))));
    expect(operatorMailTo()).toEqual(['desk@flo.example']);
    const sent: { from: string }[] = [];
    await deliverDueMail(t.deps, { sendMail: async (mail) => sent.push(mail) });
    expect(sent.map((m) => m.from)).toEqual(['Flo Team <team@flo.example>']);
    const cleared = operatorSettingsSchema.parse(
      await (await put({ operatorEmail: '', mailFrom: null })).json(),
    );
    expect(cleared.operatorEmail).toMatchObject({ value: 'ops@env.example', overridden: false });
  });

  it('refuses a malformed address and keeps the saved one', async () => {
    await put({ operatorEmail: 'desk@flo.example', mailFrom: null });
    const res = await put({ operatorEmail: 'not an address', mailFrom: 'Flo <no-at-sign>' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['mailFrom', 'operatorEmail']);
    const now = operatorSettingsSchema.parse(
      await (await t.app.request('/api/admin/settings', { headers: admin })).json(),
    );
    expect(now.operatorEmail.value).toBe('desk@flo.example');
  });
});
