import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampMs } from './columns.ts';
import { specialists } from './directory.ts';
import { enquiries } from './enquiries.ts';

/* Customer reviews of specialists and the one-time links for verified ones. */

export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'published', 'rejected'] })
      .notNull()
      .default('pending'),
    verified: boolean('verified').notNull().default(false),
    businessReply: text('business_reply'),
    businessRepliedAt: timestampMs('business_replied_at'),
    rejectionReason: text('rejection_reason'),
    moderatedAt: timestampMs('moderated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_specialist_status_created_idx').on(t.specialistId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const reviewInvites = pgTable(
  'review_invites',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull().unique(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    expiresAt: timestampMs('expires_at').notNull(),
    usedAt: timestampMs('used_at'),
    reviewId: integer('review_id').references(() => reviews.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_invites_specialist_idx').on(t.specialistId),
    index('review_invites_review_idx').on(t.reviewId),
  ],
);
