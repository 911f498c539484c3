import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CampaignAudienceRow } from '../../schema/campaigns.ts';
import { admins } from './auth.ts';
import { createdAt, serialId, timestampMs } from './columns.ts';
import { specialists } from './directory.ts';
import { mailOutbox } from './mail.ts';

export type { CampaignAudienceRow };

/* E-mail campaigns admins send to specialists, and the addresses that asked for no more. */

export const emailCampaigns = pgTable('email_campaigns', {
  id: serialId(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  audience: jsonb('audience').$type<CampaignAudienceRow>().notNull(),
  status: text('status', { enum: ['draft', 'sent'] })
    .notNull()
    .default('draft'),
  createdByAdminId: integer('created_by_admin_id').references(() => admins.id),
  sentAt: timestampMs('sent_at'),
  createdAt: createdAt(),
});

export const campaignRecipients = pgTable(
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
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.specialistId] }),
    index('campaign_recipients_mail_idx').on(t.mailId),
  ],
);

export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
