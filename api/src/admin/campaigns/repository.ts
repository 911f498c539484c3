import { type CampaignDraft, campaignAudienceSchema } from '@flo/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../../db/engine/index.ts';

export const CAMPAIGNS_PAGE_SIZE = 25;
export const CAMPAIGN_RECIPIENTS_PAGE_SIZE = 50;

/** One page of campaigns, newest first, each with how many addresses it went to. */
export function* campaignsPage(on: EngineScope, page: number) {
  const { emailCampaigns } = on.tables;
  // Read through campaign_recipients' (campaign_id, specialist_id) key.
  const recipients = sql<number>`(select count(*) from campaign_recipients r
    where r.campaign_id = ${emailCampaigns.id})`.mapWith(Number);
  const found = yield* rows(
    on.db
      .select({
        id: emailCampaigns.id,
        subject: emailCampaigns.subject,
        status: emailCampaigns.status,
        createdAt: emailCampaigns.createdAt,
        sentAt: emailCampaigns.sentAt,
        recipients,
      })
      .from(emailCampaigns)
      .orderBy(desc(emailCampaigns.id))
      .limit(CAMPAIGNS_PAGE_SIZE)
      .offset((page - 1) * CAMPAIGNS_PAGE_SIZE),
  );
  const total = yield* row(on.db.select({ n: count() }).from(emailCampaigns));
  return { rows: found, total: total?.n ?? 0 };
}

/** One campaign, its stored audience read back through the contract. */
export function* findCampaign(on: EngineScope, id: number) {
  const { emailCampaigns } = on.tables;
  const found = yield* row(on.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)));
  return found && { ...found, audience: campaignAudienceSchema.parse(found.audience) };
}

export function* insertCampaign(
  on: EngineScope,
  draft: CampaignDraft,
  adminId: number,
  at: Date,
): Steps<number> {
  const { emailCampaigns } = on.tables;
  const created = yield* row(
    on.db
      .insert(emailCampaigns)
      .values({ ...draft, createdByAdminId: adminId, createdAt: at })
      .returning({ id: emailCampaigns.id }),
  );
  if (!created) throw new Error('The campaign was not stored');
  return created.id;
}

const isDraft = ({ tables: { emailCampaigns } }: EngineScope, id: number) =>
  and(eq(emailCampaigns.id, id), eq(emailCampaigns.status, 'draft'));

/** Rewrites a draft; answers false when the campaign is unknown or already sent. */
export function* updateDraft(on: EngineScope, id: number, draft: CampaignDraft): Steps<boolean> {
  const { emailCampaigns } = on.tables;
  const changed = yield* changes(on.db.update(emailCampaigns).set(draft).where(isDraft(on, id)));
  return changed === 1;
}

/** Marks a draft sent; only one caller can win, so a campaign is never sent twice. */
export function* markSent(on: EngineScope, id: number, at: Date): Steps<boolean> {
  const { emailCampaigns } = on.tables;
  const changed = yield* changes(
    on.db.update(emailCampaigns).set({ status: 'sent', sentAt: at }).where(isDraft(on, id)),
  );
  return changed === 1;
}

/** Queues one mail and records its recipient with the hash of their unsubscribe token. */
export function* insertRecipientMail(
  on: EngineScope,
  recipient: { campaignId: number; specialistId: number; email: string; tokenHash: string },
  mail: { subject: string; text: string },
  at: Date,
): Steps<void> {
  const { mailOutbox, campaignRecipients } = on.tables;
  const queued = yield* row(
    on.db
      .insert(mailOutbox)
      .values({ ...mail, to: recipient.email, kind: 'campaign', nextAttemptAt: at, createdAt: at })
      .returning({ id: mailOutbox.id }),
  );
  yield* changes(
    on.db.insert(campaignRecipients).values({
      campaignId: recipient.campaignId,
      specialistId: recipient.specialistId,
      email: recipient.email,
      mailId: queued?.id,
      unsubscribeTokenHash: recipient.tokenHash,
    }),
  );
}

/** How many of a campaign's mails are pending, sent and failed. */
export function* deliveryCounts(on: EngineScope, campaignId: number) {
  const { campaignRecipients: r, mailOutbox: m } = on.tables;
  const found = yield* rows(
    on.db
      .select({ status: m.status, n: count() })
      .from(r)
      .innerJoin(m, eq(m.id, r.mailId))
      .where(eq(r.campaignId, campaignId))
      .groupBy(m.status),
  );
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const { status, n } of found) counts[status] = n;
  return counts;
}

/** One page of a campaign's recipients with their mail's delivery status, in specialist order. */
export function* recipientsPage(on: EngineScope, campaignId: number, page: number) {
  const { campaignRecipients: r, specialists: s, mailOutbox: m } = on.tables;
  const size = CAMPAIGN_RECIPIENTS_PAGE_SIZE;
  const found = yield* rows(
    on.db
      .select({ specialistId: r.specialistId, name: s.name, email: r.email, status: m.status })
      .from(r)
      .innerJoin(s, eq(s.id, r.specialistId))
      .innerJoin(m, eq(m.id, r.mailId))
      .where(eq(r.campaignId, campaignId))
      .orderBy(r.specialistId)
      .limit(size)
      .offset((page - 1) * size),
  );
  const total = yield* row(
    on.db.select({ n: count() }).from(r).where(eq(r.campaignId, campaignId)),
  );
  return { rows: found, total: total?.n ?? 0 };
}
