import { and, count, desc, eq } from 'drizzle-orm';
import { type AuditActor, audited } from '../audit/record.ts';
import { reviewFields } from '../audit/snapshots.ts';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';

/** What the business's review list shows of a review. */
const reviewColumns = ({ tables: { reviews } }: EngineScope) => ({
  id: reviews.id,
  customerName: reviews.customerName,
  rating: reviews.rating,
  reviewText: reviews.text,
  status: reviews.status,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
  businessReply: reviews.businessReply,
  businessRepliedAt: reviews.businessRepliedAt,
});

/** A review as the business's list shows it. */
export interface BusinessReviewRow {
  id: number;
  customerName: string;
  rating: number;
  reviewText: string;
  status: 'pending' | 'published' | 'rejected';
  verified: boolean;
  createdAt: Date;
  businessReply: string | null;
  businessRepliedAt: Date | null;
}

/**
 * One page of a specialist's reviews in every moderation status, newest first, and how many
 * there are; served by the (specialist_id, status, created_at) index's specialist slice.
 */
export function* reviewsPageOf(
  on: EngineScope,
  specialistId: number,
  page: number,
  pageSize: number,
): Steps<{ rows: BusinessReviewRow[]; total: number }> {
  const { reviews } = on.tables;
  const own = eq(reviews.specialistId, specialistId);
  const counted = yield* row(on.db.select({ n: count() }).from(reviews).where(own));
  const found = yield* rows(
    on.db
      .select(reviewColumns(on))
      .from(reviews)
      .where(own)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  return { rows: found, total: counted?.n ?? 0 };
}

/** Sets the public reply of a review of this specialist; false when it is not one of its reviews. */
export function* setBusinessReply(
  on: EngineScope,
  { reviewId, specialistId }: { reviewId: number; specialistId: number },
  reply: string,
  at: Date,
): Steps<boolean> {
  const { reviews } = on.tables;
  const changed = yield* changes(
    on.db
      .update(reviews)
      .set({ businessReply: reply, businessRepliedAt: at })
      .where(and(eq(reviews.id, reviewId), eq(reviews.specialistId, specialistId))),
  );
  return changed === 1;
}

/** Whether a review with this id exists at all (to tell someone else's review from none). */
export function* reviewExists(on: EngineScope, reviewId: number): Steps<boolean> {
  const { reviews } = on.tables;
  const found = yield* row(
    on.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)),
  );
  return found !== undefined;
}

/** One review of this specialist, as the business's list shows it. */
export function* findReviewOf(
  on: EngineScope,
  specialistId: number,
  reviewId: number,
): Steps<BusinessReviewRow | undefined> {
  const { reviews } = on.tables;
  return yield* row(
    on.db
      .select(reviewColumns(on))
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.specialistId, specialistId))),
  );
}

/**
 * Sets the business's public reply to its own review with the audit entry, in one unit of work
 * (run it with `engine.commit`); false, recording nothing, when the review is not its own.
 *
 * @example
 * const replied = await engine.commit(replyToReview, businessActor(business), { reviewId, specialistId }, 'Thanks', now);
 */
export function* replyToReview(
  on: EngineScope,
  actor: AuditActor,
  target: { reviewId: number; specialistId: number },
  reply: string,
  at: Date,
): Steps<boolean> {
  return yield* audited(
    on,
    actor,
    at,
    {
      entityKind: 'review',
      entityId: target.reviewId,
      action: 'review.reply',
      read: (on) => reviewFields(on, target.reviewId),
    },
    (on) => setBusinessReply(on, target, reply, at),
  );
}
