import type { CampaignDraft } from '@flo/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { audienceCount, audienceMembers, unknownCity } from '../../admin/campaigns/audience.ts';
import { campaignOf, createDraft, editDraft } from '../../admin/campaigns/drafts.ts';
import { campaignsPage, recipientsPage } from '../../admin/campaigns/repository.ts';
import { sendCampaign } from '../../admin/campaigns/send-campaign.ts';
import type { AuditActor } from '../../audit/record.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const T0 = new Date('2026-03-02T10:00:00.125Z');
const actor: AuditActor = { kind: 'admin', id: 1, label: 'ops@flo.example', source: 'console' };
const draft = (audience: CampaignDraft['audience']): CampaignDraft => ({
  subject: 'Spring offer for [City]',
  body: 'Hello from Flo.',
  audience,
});

/** The console's email campaigns: audiences, drafts and sending, alike on both engines (ADR 050). */
export const adminCampaignCases = describeEachEngine('admin campaigns', ({ engine }) => {
  const ids: Record<string, number> = {};
  let adminId: number;

  beforeAll(async () => {
    const on = engine();
    const { admins, services, specialists, specialistServices, businesses, mailUnsubscribes } =
      on.tables;
    const [admin] = await on.db
      .insert(admins)
      .values({ email: 'ops@flo.example', name: 'Ops', passwordHash: 'x' })
      .returning({ id: admins.id });
    adminId = admin?.id ?? 0;
    const first = await insertSpecialist(on, 'alpha');
    ids.alpha = first.specialistId;
    const cityId = first.cityId;
    for (const tag of ['twin', 'gone', 'hidden', 'beta']) {
      const status = tag === 'hidden' ? 'pending' : 'active';
      ids[tag] = (await insertSpecialist(on, tag, { cityId, status })).specialistId;
    }
    // The same address in other case, and one that unsubscribed.
    await on.db
      .update(specialists)
      .set({ email: 'ALPHA@Example.com' })
      .where(eq(specialists.id, ids.twin ?? 0));
    await on.db.insert(mailUnsubscribes).values({ email: 'gone@example.com', createdAt: T0 });
    await on.db
      .insert(services)
      .values({ slug: 'carpet', name: 'Carpet', keywords: ['carpet'], description: 'Carpets' })
      .onConflictDoNothing();
    await on.db.insert(specialistServices).values([
      { specialistId: ids.twin ?? 0, serviceSlug: 'carpet', label: 'Carpets' },
      { specialistId: ids.alpha ?? 0, serviceSlug: 'carpet', label: 'Carpets' },
    ]);
    await on.db
      .insert(businesses)
      .values({ email: 'owner@beta.example', name: 'Beta', specialistId: ids.beta ?? 0 });
  });

  it('reaches active listings once per address, whatever its case, leaving out unsubscribes', async () => {
    expect(await engine().run(audienceCount, {})).toBe(2);
    expect(await engine().run(audienceMembers, { citySlug: 'alpha-city' })).toEqual([
      {
        id: ids.alpha,
        name: 'alpha Floors',
        slug: 'alpha-floors',
        city: 'alpha City',
        email: 'alpha@example.com',
      },
      {
        id: ids.beta,
        name: 'beta Floors',
        slug: 'beta-floors',
        city: 'alpha City',
        email: 'beta@example.com',
      },
    ]);
    expect(await engine().run(audienceCount, { serviceSlug: 'carpet' })).toBe(1);
    const claimed = await engine().run(audienceMembers, { claimedOnly: true });
    expect(claimed.map((member) => member.id)).toEqual([ids.beta]);
    expect(await engine().run(audienceCount, { tiers: ['featured'] })).toBe(0);
    expect(await engine().run(unknownCity, { citySlug: 'alpha-city' })).toBe(false);
    expect(await engine().run(unknownCity, { citySlug: 'atlantis' })).toBe(true);
  });

  it('sends a draft once, with a mail per address, its recipients and audit entries', async () => {
    const id = await engine().commit(
      createDraft,
      draft({ citySlug: 'nowhere' }),
      adminId,
      actor,
      T0,
    );
    expect(await engine().commit(editDraft, id, draft({}), actor, T0)).toBe(true);
    expect(await engine().commit(sendCampaign, id, T0, actor, 'https://flo.example')).toBe(2);
    await expect(
      engine().commit(sendCampaign, id, T0, actor, 'https://flo.example'),
    ).rejects.toMatchObject({ status: 409 });
    expect(await engine().commit(editDraft, id, draft({ tiers: ['free'] }), actor, T0)).toBe(false);

    expect(await engine().run(campaignOf, id)).toMatchObject({
      status: 'sent',
      sentAt: T0.toISOString(),
      createdAt: T0.toISOString(),
      audience: {},
      recipients: 2,
      delivery: { pending: 2, sent: 0, failed: 0 },
    });
    const recipients = await engine().run(recipientsPage, id, 1);
    expect(recipients).toEqual({
      rows: [
        {
          specialistId: ids.alpha,
          name: 'alpha Floors',
          email: 'alpha@example.com',
          status: 'pending',
        },
        {
          specialistId: ids.beta,
          name: 'beta Floors',
          email: 'beta@example.com',
          status: 'pending',
        },
      ],
      total: 2,
    });
    const { mailOutbox, auditLog } = engine().tables;
    const [mail] = await engine()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'beta@example.com'));
    expect(mail).toMatchObject({ kind: 'campaign', subject: 'Spring offer for alpha City' });
    expect(mail?.text).toMatch(/https:\/\/flo\.example\/unsubscribe\/\S+/);
    const actions = await engine()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual([
      'campaign.create',
      'campaign.update',
      'campaign.send',
    ]);
  });

  it('leaves a campaign whose audience is empty unsent, and pages campaigns newest first', async () => {
    const id = await engine().commit(
      createDraft,
      draft({ tiers: ['featured'] }),
      adminId,
      actor,
      T0,
    );
    await expect(
      engine().commit(sendCampaign, id, T0, actor, 'https://flo.example'),
    ).rejects.toMatchObject({ status: 400 });
    const page = await engine().run(campaignsPage, 1);
    expect(page.total).toBe(2);
    expect(page.rows.map((c) => [c.id, c.status, c.recipients, c.sentAt])).toEqual([
      [id, 'draft', 0, null],
      [id - 1, 'sent', 2, T0],
    ]);
  });
});
