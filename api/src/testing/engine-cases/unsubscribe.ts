import { beforeAll, expect, it } from 'vitest';
import { unsubscribeByToken } from '../../unsubscribe/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const T0 = new Date('2026-03-02T10:00:00Z');

/** Unsubscribe links, alike on SQLite and PostgreSQL (ADR 050). */
export const unsubscribeCases = describeEachEngine('unsubscribe links', ({ engine }) => {
  beforeAll(async () => {
    const { specialistId } = await insertSpecialist(engine(), 'mailed');
    const { campaignRecipients, emailCampaigns } = engine().tables;
    const [campaign] = await engine()
      .db.insert(emailCampaigns)
      .values({ subject: 'News', body: 'Hello', audience: { claimedOnly: true }, createdAt: T0 })
      .returning({ id: emailCampaigns.id });
    await engine()
      .db.insert(campaignRecipients)
      .values({
        campaignId: campaign?.id ?? 0,
        specialistId,
        email: 'Owner@Mailed.Example',
        unsubscribeTokenHash: 'hash-of-token',
      });
  });

  it('records the address of a known link once, in lower case, and refuses an unknown one', async () => {
    expect(await engine().run(unsubscribeByToken, 'hash-of-token', T0)).toBe(true);
    const later = new Date(T0.getTime() + 60_000);
    expect(await engine().run(unsubscribeByToken, 'hash-of-token', later)).toBe(true);
    expect(await engine().run(unsubscribeByToken, 'hash-of-none', T0)).toBe(false);
    const { mailUnsubscribes } = engine().tables;
    expect(await engine().db.select().from(mailUnsubscribes)).toEqual([
      { email: 'owner@mailed.example', createdAt: T0 },
    ]);
  });
});
