import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { admins } from './auth.ts';
import { createdAt } from './columns.ts';
import { specialists } from './directory.ts';
import { mailOutbox } from './mail.ts';

/* E-mail campaigns admins send to specialists, and the addresses that asked for no more. */

/** Who a campaign goes to: every listed specialist narrowed by tier, city and service. */
export interface CampaignAudienceRow {
  tiers?: ('free' | 'standard' | 'featured')[];
  citySlug?: string;
  serviceSlug?: string;
  claimedOnly?: boolean;
}

export const emailCampaigns = sqliteTable('email_campaigns', {
  id: integer('id').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  audience: text('audience', { mode: 'json' }).$type<CampaignAudienceRow>().notNull(),
  status: text('status', { enum: ['draft', 'sent'] })
    .notNull()
    .default('draft'),
  createdByAdminId: integer('created_by_admin_id').references(() => admins.id),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

/** One specialist a sent campaign went to; delivery status is its outbox row's. */
export const campaignRecipients = sqliteTable(
  'campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
    email: text('email').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id),
    /** SHA-256 of the token in this recipient's unsubscribe link. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.specialistId] }),
    index('campaign_recipients_mail_idx').on(t.mailId),
  ],
);

/** Addresses (lower-case) that followed an unsubscribe link; campaigns skip them. */
export const mailUnsubscribes = sqliteTable('mail_unsubscribes', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
