/**
 * Which reviews Flo shows and in what order, for every surface (the chat and the profile): all
 * published reviews, newest first, never filtered or ordered by rating (UK DMCC Act 2024; the
 * public policy is at /review-policy). Both surfaces read their pages and their summary here.
 */
import type { StarCounts } from '@flo/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviews, specialists } from '../db/schema.ts';
import { formatAverageRating } from '../directory/rating.ts';

/** The average, count and star breakdown of a specialist's published reviews. */
export interface ReviewSummary {
  totalCount: number;
  averageRating: string | null;
  stars: StarCounts;
}

/**
 * The summary from the totals SQLite keeps on the specialist's row (migrations 0008 and 0017),
 * so it costs one primary-key read however many reviews there are. An unknown id has none.
 *
 * @example
 * reviewSummary(db, 42) // { totalCount: 16, averageRating: '3.3', stars: { '1': 4, … } }
 */
export function reviewSummary(db: Db, specialistId: number): ReviewSummary {
  const row = db
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
    .where(eq(specialists.id, specialistId))
    .get();
  const { count = 0, sum = 0, one = 0, two = 0, three = 0, four = 0, five = 0 } = row ?? {};
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
 * const rows = publishedReviewsNewestFirst(db, 42, { limit: 11, offset: 10 });
 */
export function publishedReviewsNewestFirst(
  db: Db,
  specialistId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  return db
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
    .offset(offset)
    .all();
}
