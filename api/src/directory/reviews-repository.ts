import type { ChatReviews } from '@flo/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviews } from '../db/schema.ts';

/**
 * Reviews the chat shows at once. The chat lists them in one bubble, so a handful of the most
 * helpful is what a visitor reads; totalCount still says how many there are.
 */
export const CHAT_REVIEWS_LIMIT = 5;
/**
 * How many of the newest published reviews are ranked: read straight off the
 * (specialist_id, status, created_at) index, so a specialist with thousands of reviews costs
 * the same as one with two hundred.
 */
export const CHAT_REVIEWS_CANDIDATES = 200;
/** Reviews newer than this count as recent. */
const RECENT_MS = 2 * 365 * 24 * 60 * 60 * 1000;
/** Text at least this long says something about the work, not just 'Great!'. */
const SUBSTANTIVE_TEXT = 40;

/**
 * The chat's ranking as one statement: the newest candidates from the index, re-ordered by
 * helpfulness. Exported so a test can check SQLite's plan for it.
 */
export function chatReviewsQuery(specialistId: number, now: Date): SQL {
  const recentSince = now.getTime() - RECENT_MS;
  return sql`select id, customerName, rating, reviewText, createdAt from (
      select ${reviews.id} as id, ${reviews.customerName} as customerName,
        ${reviews.rating} as rating, ${reviews.text} as reviewText,
        ${reviews.createdAt} as createdAt, ${reviews.verified} as verified
      from ${reviews}
      where ${reviews.specialistId} = ${specialistId} and ${reviews.status} = 'published'
      order by ${reviews.createdAt} desc, ${reviews.id} desc
      limit ${CHAT_REVIEWS_CANDIDATES})
    order by case when rating >= 4 then 0 when rating = 3 then 1 else 2 end,
      createdAt >= ${recentSince} desc,
      (verified = 1 and length(trim(reviewText)) >= ${SUBSTANTIVE_TEXT}) desc,
      createdAt desc, id desc
    limit ${CHAT_REVIEWS_LIMIT}`;
}

/**
 * The most helpful published reviews of a specialist for the chat, and how many published
 * reviews it has. Of its newest 200: 4–5★ first, then 3★, then 1–2★, so a 1★ review never
 * leads while better ones exist; within those, the last two years first, verified reviews with
 * substantive text first, then the newest.
 *
 * @example
 * const { reviews } = await publishedReviewsForChat(db, 42, new Date());
 */
export async function publishedReviewsForChat(
  db: Db,
  specialistId: number,
  now: Date,
): Promise<ChatReviews> {
  const published = and(eq(reviews.specialistId, specialistId), eq(reviews.status, 'published'));
  const rows = db.all<{
    id: number;
    customerName: string;
    rating: number;
    reviewText: string;
    createdAt: number;
  }>(chatReviewsQuery(specialistId, now));
  const [total] = await db.select({ value: count() }).from(reviews).where(published);
  const totalCount = total?.value ?? 0;
  return {
    reviews: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    totalCount,
    hasReviews: totalCount > 0,
  };
}
