/**
 * Which reviews Flo shows and in what order, for every surface (the chat and the profile): all
 * published reviews, newest first, never filtered or ordered by rating (UK DMCC Act 2024; the
 * public policy is at /review-policy). Both surfaces read their pages and their summary here.
 */
import type { StarCounts } from '@flo/contract';
import { and, desc, eq } from 'drizzle-orm';
import { type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';
import { formatAverageRating } from '../directory/rating.ts';

/** The average, count and star breakdown of a specialist's published reviews. */
export interface ReviewSummary {
  totalCount: number;
  averageRating: string | null;
  stars: StarCounts;
}

/**
 * The summary from the totals triggers keep on the specialist's row (SQLite's migrations 0008 and
 * 0017, and PostgreSQL's), so it costs one primary-key read however many reviews there are. An
 * unknown id has none.
 *
 * @example
 * await engine.run(reviewSummaryOf, 42) // { totalCount: 16, averageRating: '3.3', stars: { '1': 4, … } }
 */
export function* reviewSummaryOf(on: EngineScope, specialistId: number): Steps<ReviewSummary> {
  const { specialists } = on.tables;
  const totals = yield* row(
    on.db
      .select({
        count: specialists.reviewCount,
        sum: specialists.ratingSum,
        one: specialists.oneStarCount,
        two: specialists.twoStarCount,
        three: specialists.threeStarCount,
        four: specialists.fourStarCount,
        five: specialists.fiveStarCount,
      })
      .from(specialists)
      .where(eq(specialists.id, specialistId)),
  );
  const { count = 0, sum = 0, one = 0, two = 0, three = 0, four = 0, five = 0 } = totals ?? {};
  return {
    totalCount: count,
    averageRating: formatAverageRating(sum, count),
    stars: { '1': one, '2': two, '3': three, '4': four, '5': five },
  };
}

/**
 * One page of a specialist's published reviews, newest first (ties: the later id first),
 * whatever their rating, read along the (specialist, status, created) index. Ask for one more
 * than a page to learn whether another page follows.
 *
 * @example
 * const rows = await engine.run(publishedReviewsPage, 42, { limit: 11, offset: 10 });
 */
export function* publishedReviewsPage(
  on: EngineScope,
  specialistId: number,
  { limit, offset }: { limit: number; offset: number },
): Steps<PublishedReview[]> {
  const { reviews } = on.tables;
  return yield* rows(
    on.db
      .select({
        id: reviews.id,
        customerName: reviews.customerName,
        rating: reviews.rating,
        reviewText: reviews.text,
        createdAt: reviews.createdAt,
        verified: reviews.verified,
        businessReply: reviews.businessReply,
        businessRepliedAt: reviews.businessRepliedAt,
      })
      .from(reviews)
      .where(and(eq(reviews.specialistId, specialistId), eq(reviews.status, 'published')))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
  );
}

/** A published review as the chat and the profile show it. */
export interface PublishedReview {
  id: number;
  customerName: string;
  rating: number;
  reviewText: string;
  createdAt: Date;
  verified: boolean;
  businessReply: string | null;
  businessRepliedAt: Date | null;
}
