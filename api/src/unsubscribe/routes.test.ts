import { adminCampaignSchema, campaignPreviewSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, signIn } from '../testing/accounts.ts';
import { errorOf, fixtureEmail, insertEnquiryFixtures } from '../testing/enquiries.ts';
import { openTestApp } from '../testing/open-test-app.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
const leedsTilers = {
  subject: 'Tiling in Leeds',
  body: 'News for Leeds tilers.',
  audience: { citySlug: 'leeds' },
};
beforeAll(async () => {
  t = await openTestApp({ arrange: insertEnquiryFixtures });
  const token = await signIn(t.engine, 'admin', await insertAdmin(t.engine), new Date());
  admin = { authorization: `Bearer ${token}` };
});
afterAll(() => t.close());

/** Creates and sends a Leeds campaign; answers each address's mail text. */
async function sendLeedsCampaign(): Promise<Map<string, string>> {
  const created = await t.app.request('/api/admin/email-campaigns', jsonBody(leedsTilers, admin));
  const { id } = adminCampaignSchema.parse(await created.json());
  const sent = await t.app.request(`/api/admin/email-campaigns/${id}/send`, {
    method: 'POST',
    headers: admin,
  });
  expect(sent.status).toBe(200);
  const { db, tables } = t.engine;
  const { campaignRecipients, mailOutbox } = tables;
  const mails = await db
    .select({ to: mailOutbox.to, text: mailOutbox.text })
    .from(campaignRecipients)
    .innerJoin(mailOutbox, eq(mailOutbox.id, campaignRecipients.mailId))
    .where(eq(campaignRecipients.campaignId, id));
  return new Map(mails.map((m) => [m.to, m.text]));
}
const tokenIn = (text = '') => /\/unsubscribe\/([\w-]{43})$/m.exec(text)?.[1] ?? '';
const unsubscribe = (token: string) =>
  t.app.request('/api/unsubscribe', jsonBody({ token }, { 'x-test-client-ip': '192.0.2.7' }));
const unsubscribed = async () => {
  const { mailUnsubscribes } = t.engine.tables;
  const rows = await t.engine.db
    .select({ email: mailUnsubscribes.email })
    .from(mailUnsubscribes)
    .orderBy(mailUnsubscribes.email);
  return rows.map((row) => row.email);
};

describe('POST /api/unsubscribe', () => {
  it('records the address of a personal link, and later campaigns skip it', async () => {
    const first = await sendLeedsCampaign();
    expect(first.size).toBe(4);
    const token = tokenIn(first.get(fixtureEmail('leeds-tiles-2')));
    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await unsubscribed()).toEqual([fixtureEmail('leeds-tiles-2')]);
    expect((await unsubscribe(token)).status).toBe(200);
    expect(await unsubscribed()).toEqual([fixtureEmail('leeds-tiles-2')]);

    const preview = await t.app.request(
      '/api/admin/email-campaigns/preview',
      jsonBody(leedsTilers, admin),
    );
    expect(campaignPreviewSchema.parse(await preview.json()).recipients).toBe(3);
    const second = await sendLeedsCampaign();
    expect([...second.keys()].sort()).toEqual([
      fixtureEmail('leeds-tiles-1'),
      fixtureEmail('leeds-tiles-3'),
      fixtureEmail('leeds-tiles-4'),
    ]);
  });

  it('answers 404 for a token no mail carried and 400 for a malformed one, recording nothing', async () => {
    const before = await unsubscribed();
    const unknown = await unsubscribe('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('not_found');
    const malformed = await unsubscribe('short');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).fields).toHaveProperty('token');
    expect(await unsubscribed()).toEqual(before);
  });
});
