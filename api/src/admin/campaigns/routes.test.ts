import {
  adminCampaignSchema,
  adminCampaignsPageSchema,
  type CampaignDraft,
  campaignPreviewSchema,
  campaignRecipientsPageSchema,
} from '@flo/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema.ts';
import { insertAdmin, signIn } from '../../testing/accounts.ts';
import { errorOf, fixtureEmail, insertEnquiryFixtures } from '../../testing/enquiries.ts';
import { openTestApp } from '../../testing/open-test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** The enquiry fixtures, with Castle Carpets claimed by a business. */
function insertCampaignFixtures(db: Db): Record<string, number> {
  const ids = insertEnquiryFixtures(db);
  db.insert(businesses)
    .values({
      email: 'owner@castle.test',
      name: 'Castle',
      specialistId: Number(ids['castle-carpets']),
    })
    .run();
  return ids;
}

let t: TestApp;
let ids: Record<string, number>;
let admin: Record<string, string>;
beforeAll(async () => {
  const api = await openTestApp({ arrange: insertCampaignFixtures });
  t = api;
  ids = api.arranged;
  const token = await signIn(t.engine, 'admin', await insertAdmin(t.engine), new Date());
  admin = { authorization: `Bearer ${token}` };
});
afterAll(() => t.close());

const request = (method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...admin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const countOf = async (table: 'emailCampaigns' | 'mailOutbox') => {
  const [row] = await t.engine.db.select({ n: count() }).from(t.engine.tables[table]);
  return row?.n;
};
/** The mails a campaign queued, by recipient address. */
const campaignMails = (campaignId: number) => {
  const { db, tables } = t.engine;
  const { campaignRecipients: r, mailOutbox: m } = tables;
  return db
    .select({ to: m.to, text: m.text, subject: m.subject, email: r.email })
    .from(r)
    .innerJoin(m, eq(m.id, r.mailId))
    .where(eq(r.campaignId, campaignId))
    .orderBy(m.to);
};
const recipientsOf = (campaignId: number) => {
  const { db, tables } = t.engine;
  const r = tables.campaignRecipients;
  return db.select().from(r).where(eq(r.campaignId, campaignId)).orderBy(r.specialistId);
};

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
    const before = await countOf('emailCampaigns');
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
    expect(await countOf('emailCampaigns')).toBe(before);
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
    const { db, tables } = t.engine;
    await db
      .insert(tables.mailUnsubscribes)
      .values({ email: fixtureEmail('budget-carpets'), createdAt: new Date() });
    const campaign = await createDraft();
    expect((await preview(manchesterCarpets)).recipients).toBe(3);
    const res = await request('POST', `/api/admin/email-campaigns/${campaign.id}/send`);
    expect(res.status).toBe(200);
    const sent = adminCampaignSchema.parse(await res.json());
    expect(sent).toMatchObject({ status: 'sent', recipients: 3 });
    expect(sent.delivery).toEqual({ pending: 3, sent: 0, failed: 0 });
    const mails = await campaignMails(campaign.id);
    expect(mails.map((m) => m.to)).toEqual([
      fixtureEmail('castle-carpets'),
      fixtureEmail('featured-carpets'),
      fixtureEmail('premier-carpets'),
    ]);
    const tokens = mails.map((m) => /\/unsubscribe\/([\w-]{43})$/m.exec(m.text)?.[1]);
    expect(new Set(tokens).size).toBe(3);
    const hashes = (await recipientsOf(campaign.id)).map((r) => r.unsubscribeTokenHash);
    expect(hashes).toHaveLength(3);
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
    const mail = (await campaignMails(campaign.id)).find(
      (m) => m.email === fixtureEmail('castle-carpets'),
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
    const before = await countOf('mailOutbox');
    const again = await request('POST', `/api/admin/email-campaigns/${campaign?.id}/send`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('already_sent');
    const edit = await request(
      'PATCH',
      `/api/admin/email-campaigns/${campaign?.id}`,
      manchesterCarpets,
    );
    expect(edit.status).toBe(409);
    expect(await countOf('mailOutbox')).toBe(before);
  });

  it('refuses an audience of nobody with 400, leaving the draft unsent', async () => {
    const campaign = await createDraft({
      ...manchesterCarpets,
      audience: { citySlug: 'milton-keynes' },
    });
    const res = await request('POST', `/api/admin/email-campaigns/${campaign.id}/send`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toHaveProperty('audience');
    const { db, tables } = t.engine;
    const { emailCampaigns } = tables;
    expect(
      await db
        .select({ status: emailCampaigns.status })
        .from(emailCampaigns)
        .where(eq(emailCampaigns.id, campaign.id)),
    ).toEqual([{ status: 'draft' }]);
    expect(await recipientsOf(campaign.id)).toEqual([]);
  });

  it('shows each recipient’s delivery status from its outbox row', async () => {
    const { db, tables } = t.engine;
    const { emailCampaigns, mailOutbox } = tables;
    const [first] = await db
      .select({ id: emailCampaigns.id })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.status, 'sent'))
      .orderBy(emailCampaigns.id)
      .limit(1);
    const campaignId = first?.id ?? 0;
    const mailIds = (await recipientsOf(campaignId)).map((r) => r.mailId ?? 0);
    await db
      .update(mailOutbox)
      .set({ status: 'sent' })
      .where(eq(mailOutbox.id, mailIds[0] ?? 0));
    await db
      .update(mailOutbox)
      .set({ status: 'failed' })
      .where(eq(mailOutbox.id, mailIds[1] ?? 0));
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
