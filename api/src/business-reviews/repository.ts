import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { reviews } from '../db/schema.ts';

/** What the business's review list shows of a review. */
const reviewColumns = {
  id: reviews.id,
  customerName: reviews.customerName,
  rating: reviews.rating,
  reviewText: reviews.text,
  status: reviews.status,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
  businessReply: reviews.businessReply,
  businessRepliedAt: reviews.businessRepliedAt,
};

/**
 * One page of a specialist's reviews in every moderation status, newest first, and how many
 * there are; served by the (specialist_id, status, created_at) index's specialist slice.
 */
export function reviewsPageOf(db: Db, specialistId: number, page: number, pageSize: number) {
  const own = eq(reviews.specialistId, specialistId);
  const total = db.select({ n: count() }).from(reviews).where(own).get()?.n ?? 0;
  const rows = db
    .select(reviewColumns)
    .from(reviews)
    .where(own)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total };
}
export type BusinessReviewRow = ReturnType<typeof reviewsPageOf>['rows'][number];

/** Sets the public reply of a review of this specialist; false when it is not one of its reviews. */
export function setBusinessReply(
  db: DbExecutor,
  { reviewId, specialistId }: { reviewId: number; specialistId: number },
  reply: string,
  at: Date,
): boolean {
  const result = db
    .update(reviews)
    .set({ businessReply: reply, businessRepliedAt: at })
    .where(and(eq(reviews.id, reviewId), eq(reviews.specialistId, specialistId)))
    .run();
  return result.changes === 1;
}

/** Whether a review with this id exists at all (to tell someone else's review from none). */
export function reviewExists(db: Db, reviewId: number): boolean {
  return (
    db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).get() !== undefined
  );
}

/** One review of this specialist, as the business's list shows it. */
export function findReviewOf(db: Db, specialistId: number, reviewId: number) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.specialistId, specialistId)))
    .get();
}
