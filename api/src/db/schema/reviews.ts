import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { specialists } from './directory.ts';
import { enquiries } from './enquiries.ts';

/* Customer reviews of specialists and the one-time links for verified ones. */

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'published', 'rejected'] })
      .notNull()
      .default('pending'),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    businessReply: text('business_reply'),
    businessRepliedAt: integer('business_replied_at', { mode: 'timestamp_ms' }),
    /** An admin's reason for rejecting it, kept for the audit trail. */
    rejectionReason: text('rejection_reason'),
    moderatedAt: integer('moderated_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_specialist_status_created_idx').on(t.specialistId, t.status, t.createdAt),
    /** The newest published reviews across all specialists (/api/reviews/recent). */
    index('reviews_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** One-time links that let a real customer leave a verified review. */
export const reviewInvites = sqliteTable(
  'review_invites',
  {
    id: integer('id').primaryKey(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** The enquiry the business asked this customer about; null for older invites. */
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    reviewId: integer('review_id').references(() => reviews.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_invites_specialist_idx').on(t.specialistId),
    /** The invite of a review, removed with it when a rejected review reaches its retention. */
    index('review_invites_review_idx').on(t.reviewId),
  ],
);
