import {
  adminCampaignSchema,
  adminCampaignsPageSchema,
  type CampaignDraft,
  campaignPreviewSchema,
  campaignRecipientsPageSchema,
} from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { businesses } from '../../db/schema.ts';
import { insertAdmin } from '../../testing/accounts.ts';
import { errorOf, fixtureEmail, insertEnquiryFixtures } from '../../testing/enquiries.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let ids: Record<string, number>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = createTestApp();
  ids = insertEnquiryFixtures(t.db);
  admin = {
    authorization: `Bearer ${createSession(t.db, 'admin', await insertAdmin(t.db), new Date())}`,
  };
  t.db
    .insert(businesses)
    .values({
      email: 'owner@castle.test',
      name: 'Castle',
      specialistId: Number(ids['castle-carpets']),
    })
    .run();
});
afterAll(() => t.close());

const request = (method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...admin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const rows = <T>(query: string, ...params: unknown[]) =>
  t.db.$client.prepare(query).all(...params) as T[];
const count = (query: string, ...params: unknown[]) =>
  t.db.$client
    .prepare(query)
    .pluck()
    .get(...params) as number;

const manchesterCarpets: CampaignDraft = {
  subject: 'Spring leads in Manchester',
  body: 'Carpet season is here. <b>Reply</b> & tell us your availability.',
  audience: { citySlug: 'manchester', serviceSlug: 'carpet' },
};
async function createDraft(draft: CampaignDraft = manchesterCarpets) {
  const res = await request('POST', '/api/admin/email-campaigns', draft);
  expect(res.status).toBe(201);
  return adminCampaignSchema.parse(await res.json());
}
const preview = async (draft: CampaignDraft) => {
  const res = await request('POST', '/api/admin/email-campaigns/preview', draft);
  expect(res.status).toBe(200);
  return campaignPreviewSchema.parse(await res.json());
};

describe('drafts', () => {
  it('creates a draft, lists it newest first and edits it', async () => {
    const first = await createDraft();
    const second = await createDraft({ ...manchesterCarpets, subject: 'Second' });
    expect(second).toMatchObject({ status: 'draft', recipients: 0, sentAt: null });
    const list = adminCampaignsPageSchema.parse(
      await (await request('GET', '/api/admin/email-campaigns')).json(),
    );
    expect(list.items.slice(0, 2).map((c) => c.id)).toEqual([second.id, first.id]);
    const edited = await request('PATCH', `/api/admin/email-campaigns/${first.id}`, {
      ...manchesterCarpets,
      subject: 'Edited',
      audience: { tiers: ['featured'] },
    });
    expect(adminCampaignSchema.parse(await edited.json())).toMatchObject({
      subject: 'Edited',
      audience: { tiers: ['featured'] },
    });
  });

  it('refuses a bad draft with 400 and its field, storing nothing', async () => {
    const before = count('select count(*) from email_campaigns');
    const bad: [unknown, string][] = [
      [{ ...manchesterCarpets, subject: '' }, 'subject'],
      [{ ...manchesterCarpets, subject: 'Two\r\nBcc: x@evil.test' }, 'subject'],
      [{ ...manchesterCarpets, audience: { tiers: ['gold'] } }, 'audience.tiers.0'],
      [{ ...manchesterCarpets, audience: { citySlug: 'atlantis' } }, 'audience.citySlug'],
      [{ ...manchesterCarpets, audience: { anyone: true } }, 'audience'],
    ];
    for (const [body, field] of bad) {
      const res = await request('POST', '/api/admin/email-campaigns', body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toHaveProperty([field]);
    }
    expect(count('select count(*) from email_campaigns')).toBe(before);
    expect((await request('GET', '/api/admin/email-campaigns/99999')).status).toBe(404);
  });
});

describe('POST /api/admin/email-campaigns/preview', () => {
  it('counts the active specialists of the audience by city, service, tier and claim', async () => {
    expect((await preview(manchesterCarpets)).recipients).toBe(4);
    const audience = { ...manchesterCarpets.audience, tiers: ['standard' as const] };
    expect((await preview({ ...manchesterCarpets, audience })).recipients).toBe(2);
    const claimed = { ...manchesterCarpets.audience, claimedOnly: true };
    expect((await preview({ ...manchesterCarpets, audience: claimed })).recipients).toBe(1);
    expect((await preview({ ...manchesterCarpets, audience: {} })).recipients).toBe(9);
  });

  it('renders the plain-text mail with the admin text as written and the unsubscribe line', async () => {
    const mail = await preview(manchesterCarpets);
    expect(mail.subject).toBe('Spring leads in Manchester');
    expect(mail.text).toContain(manchesterCarpets.body);
    expect(mail.text).toContain('http://localhost:3000/unsubscribe/[personal link]');
  });
});

describe('sending', () => {
  it('queues one mail per address with its own unsubscribe link, skipping unsubscribed ones', async () => {
    t.db.$client
      .prepare(`insert into mail_unsubscribes (email, created_at) values (?, ?)`)
      .run(fixtureEmail('budget-carpets'), Date.now());
    const campaign = await createDraft();
    expect((await preview(manchesterCarpets)).recipients).toBe(3);
    const res = await request('POST', `/api/admin/email-campaigns/${campaign.id}/send`);
    expect(res.status).toBe(200);
    const sent = adminCampaignSchema.parse(await res.json());
    expect(sent).toMatchObject({ status: 'sent', recipients: 3 });
    expect(sent.delivery).toEqual({ pending: 3, sent: 0, failed: 0 });
    const mails = rows<{ to: string; text: string; subject: string }>(
      `select m."to", m.text, m.subject from campaign_recipients r
       join mail_outbox m on m.id = r.mail_id where r.campaign_id = ? order by m."to"`,
      campaign.id,
    );
    expect(mails.map((m) => m.to)).toEqual([
      fixtureEmail('castle-carpets'),
      fixtureEmail('featured-carpets'),
      fixtureEmail('premier-carpets'),
    ]);
    const tokens = mails.map((m) => /\/unsubscribe\/([\w-]{43})$/m.exec(m.text)?.[1]);
    expect(new Set(tokens).size).toBe(3);
    const hashes = rows<{ h: string }>(
      'select unsubscribe_token_hash as h from campaign_recipients where campaign_id = ?',
      campaign.id,
    ).map((r) => r.h);
    for (const token of tokens) expect(hashes).not.toContain(token);
    expect(mails[0]?.text).toMatch(/^Hello Castle Carpets,\n\nCarpet season is here\. <b>Reply/);
  });

  it('fills every merge field the editor offers per recipient, leaving other brackets', async () => {
    const campaign = await createDraft({
      subject: 'Leads for [Business name] in [City]',
      body: '[Business name]: see [Profile link] and [Dashboard link]. [Your name] [business name]',
      audience: { citySlug: 'manchester', serviceSlug: 'carpet' },
    });
    expect((await request('POST', `/api/admin/email-campaigns/${campaign.id}/send`)).status).toBe(
      200,
    );
    const [mail] = rows<{ text: string; subject: string }>(
      `select m.text, m.subject from campaign_recipients r join mail_outbox m on m.id = r.mail_id
       where r.campaign_id = ? and r.email = ?`,
      campaign.id,
      fixtureEmail('castle-carpets'),
    );
    expect(mail?.subject).toBe('Leads for Castle Carpets in Manchester');
    expect(mail?.text).toContain(
      'Castle Carpets: see http://localhost:3000/specialist/castle-carpets-manchester and http://localhost:3000/dashboard. [Your name] [business name]',
    );
  });

  it('refuses to send or edit a sent campaign with 409, queueing nothing more', async () => {
    const [campaign] = adminCampaignsPageSchema
      .parse(await (await request('GET', '/api/admin/email-campaigns')).json())
      .items.filter((c) => c.status === 'sent');
    const before = count('select count(*) from mail_outbox');
    const again = await request('POST', `/api/admin/email-campaigns/${campaign?.id}/send`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('already_sent');
    const edit = await request(
      'PATCH',
      `/api/admin/email-campaigns/${campaign?.id}`,
      manchesterCarpets,
    );
    expect(edit.status).toBe(409);
    expect(count('select count(*) from mail_outbox')).toBe(before);
  });

  it('refuses an audience of nobody with 400, leaving the draft unsent', async () => {
    const campaign = await createDraft({
      ...manchesterCarpets,
      audience: { citySlug: 'milton-keynes' },
    });
    const res = await request('POST', `/api/admin/email-campaigns/${campaign.id}/send`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toHaveProperty('audience');
    expect(rows('select status from email_campaigns where id = ?', campaign.id)).toEqual([
      { status: 'draft' },
    ]);
    expect(
      count('select count(*) from campaign_recipients where campaign_id = ?', campaign.id),
    ).toBe(0);
  });

  it('shows each recipient’s delivery status from its outbox row', async () => {
    const campaignId = count(`select id from email_campaigns where status = 'sent'`);
    const mailIds = rows<{ mailId: number }>(
      'select mail_id as mailId from campaign_recipients where campaign_id = ? order by specialist_id',
      campaignId,
    );
    t.db.$client
      .prepare(`update mail_outbox set status = 'sent' where id = ?`)
      .run(mailIds[0]?.mailId);
    t.db.$client
      .prepare(`update mail_outbox set status = 'failed' where id = ?`)
      .run(mailIds[1]?.mailId);
    const page = campaignRecipientsPageSchema.parse(
      await (await request('GET', `/api/admin/email-campaigns/${campaignId}/recipients`)).json(),
    );
    expect(page.items.map((r) => r.status)).toEqual(['sent', 'failed', 'pending']);
    expect(page.items[0]).toMatchObject({ specialistId: ids['featured-carpets'] });
    expect(page.hasMore).toBe(false);
    const campaign = adminCampaignSchema.parse(
      await (await request('GET', `/api/admin/email-campaigns/${campaignId}`)).json(),
    );
    expect(campaign.delivery).toEqual({ pending: 1, sent: 1, failed: 1 });
  });
});
