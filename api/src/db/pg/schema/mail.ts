import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampMs } from './columns.ts';
import { enquiries } from './enquiries.ts';

/* Mail written in the same transaction as what caused it, delivered by the outbox worker. */

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampMs('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: timestampMs('sent_at'),
    requeuedAt: timestampMs('requeued_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    index('mail_outbox_enquiry_idx').on(t.enquiryId),
  ],
);
