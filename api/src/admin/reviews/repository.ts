import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, specialists } from '../../db/schema.ts';

type ReviewStatus = 'pending' | 'published' | 'rejected';

/**
 * One page of reviews in a moderation status, oldest first (the queue's order), read along the
 * (status, created_at) index; one extra row tells whether another page follows.
 */
export function reviewsInStatus(db: Db, status: ReviewStatus, page: number, pageSize: number) {
  const rows = db
    .select({
      id: reviews.id,
      specialistId: specialists.id,
      specialistName: specialists.name,
      specialistSlug: specialists.slug,
      customerName: reviews.customerName,
      rating: reviews.rating,
      reviewText: reviews.text,
      status: reviews.status,
      verified: reviews.verified,
      rejectionReason: reviews.rejectionReason,
      createdAt: reviews.createdAt,
      moderatedAt: reviews.moderatedAt,
    })
    .from(reviews)
    .innerJoin(specialists, eq(specialists.id, reviews.specialistId))
    .where(eq(reviews.status, status))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .all();
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}
export type ModerationRow = ReturnType<typeof reviewsInStatus>['rows'][number];

/** Publishes or rejects a review; false when no review has that id. */
export function moderateReview(
  db: Db,
  id: number,
  decision: { status: 'published' } | { status: 'rejected'; reason: string },
  at: Date,
): boolean {
  const result = db
    .update(reviews)
    .set({
      status: decision.status,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
      moderatedAt: at,
    })
    .where(eq(reviews.id, id))
    .run();
  return result.changes > 0;
}
