import { type CampaignDraft, campaignAudienceSchema } from '@flo/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { campaignRecipients, emailCampaigns, mailOutbox } from '../../db/schema.ts';

export const CAMPAIGNS_PAGE_SIZE = 25;
export const CAMPAIGN_RECIPIENTS_PAGE_SIZE = 50;

/** Addresses a campaign went to, read through its (campaign_id, specialist_id) key. */
const recipientCount = sql<number>`(select count(*) from campaign_recipients r
  where r.campaign_id = ${emailCampaigns.id})`;

/** One page of campaigns, newest first. */
export function campaignsPage(db: DbExecutor, page: number) {
  const rows = db
    .select({
      id: emailCampaigns.id,
      subject: emailCampaigns.subject,
      status: emailCampaigns.status,
      createdAt: emailCampaigns.createdAt,
      sentAt: emailCampaigns.sentAt,
      recipients: recipientCount,
    })
    .from(emailCampaigns)
    .orderBy(desc(emailCampaigns.id))
    .limit(CAMPAIGNS_PAGE_SIZE)
    .offset((page - 1) * CAMPAIGNS_PAGE_SIZE)
    .all();
  const total = db.get<{ n: number }>(sql`select count(*) as n from email_campaigns`);
  return { rows, total: total?.n ?? 0 };
}

/** One campaign, its stored audience read back through the contract. */
export function findCampaign(db: DbExecutor, id: number) {
  const row = db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)).get();
  return row && { ...row, audience: campaignAudienceSchema.parse(row.audience) };
}

export function insertCampaign(db: DbExecutor, draft: CampaignDraft, adminId: number, at: Date) {
  return db
    .insert(emailCampaigns)
    .values({ ...draft, createdByAdminId: adminId, createdAt: at })
    .returning({ id: emailCampaigns.id })
    .get().id;
}

/** Rewrites a draft; answers false when the campaign is unknown or already sent. */
export function updateDraft(db: DbExecutor, id: number, draft: CampaignDraft): boolean {
  const result = db
    .update(emailCampaigns)
    .set(draft)
    .where(sql`${emailCampaigns.id} = ${id} and ${emailCampaigns.status} = 'draft'`)
    .run();
  return result.changes === 1;
}

/** Marks a draft sent; only one caller can win, so a campaign is never sent twice. */
export function markSent(db: DbExecutor, id: number, at: Date): boolean {
  const result = db
    .update(emailCampaigns)
    .set({ status: 'sent', sentAt: at })
    .where(sql`${emailCampaigns.id} = ${id} and ${emailCampaigns.status} = 'draft'`)
    .run();
  return result.changes === 1;
}

/** Queues one mail and records its recipient with the hash of their unsubscribe token. */
export function insertRecipientMail(
  db: DbExecutor,
  recipient: { campaignId: number; specialistId: number; email: string; tokenHash: string },
  mail: { subject: string; text: string },
  at: Date,
): void {
  const { id: mailId } = db
    .insert(mailOutbox)
    .values({ ...mail, to: recipient.email, kind: 'campaign', nextAttemptAt: at, createdAt: at })
    .returning({ id: mailOutbox.id })
    .get();
  db.insert(campaignRecipients)
    .values({
      campaignId: recipient.campaignId,
      specialistId: recipient.specialistId,
      email: recipient.email,
      mailId,
      unsubscribeTokenHash: recipient.tokenHash,
    })
    .run();
}

/** How many of a campaign's mails are pending, sent and failed. */
export function deliveryCounts(db: DbExecutor, campaignId: number) {
  const rows = db.all<{ status: 'pending' | 'sent' | 'failed'; n: number }>(sql`
    select m.status, count(*) as n from campaign_recipients r
    join mail_outbox m on m.id = r.mail_id
    where r.campaign_id = ${campaignId} group by m.status`);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** One page of a campaign's recipients with their mail's delivery status, in specialist order. */
export function recipientsPage(db: DbExecutor, campaignId: number, page: number) {
  const size = CAMPAIGN_RECIPIENTS_PAGE_SIZE;
  const rows = db.all<{
    specialistId: number;
    name: string;
    email: string;
    status: 'pending' | 'sent' | 'failed';
  }>(sql`select r.specialist_id as specialistId, s.name, r.email, m.status
    from campaign_recipients r
    join specialists s on s.id = r.specialist_id
    join mail_outbox m on m.id = r.mail_id
    where r.campaign_id = ${campaignId}
    order by r.specialist_id limit ${size} offset ${(page - 1) * size}`);
  const total = db.get<{ n: number }>(
    sql`select count(*) as n from campaign_recipients where campaign_id = ${campaignId}`,
  );
  return { rows, total: total?.n ?? 0 };
}
