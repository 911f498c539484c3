import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { enquiries } from './enquiries.ts';

/*
 * Mail written in the same transaction as what caused it, delivered by the outbox worker.
 * Delivery state: `pending` with no attempts is queued; `pending` with attempts is retrying
 * (`next_attempt_at`, `last_error`); `sent` has `sent_at`; `failed` keeps the reason in
 * `last_error` until an admin sends it again.
 */

export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey(),
    to: text('to').notNull(),
    /** Where the recipient's answer should go (the specialist, or the customer); null: to Flo. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** When an admin last sent a failed mail back to the queue; its retry window restarts here. */
    requeuedAt: integer('requeued_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    /** The admins' failed-mail list (newest first) and the retention sweep of old mail. */
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    /** Mail of one enquiry, and the foreign-key check when an enquiry row is deleted. */
    index('mail_outbox_enquiry_idx').on(t.enquiryId),
  ],
);
