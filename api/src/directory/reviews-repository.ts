import { and, count, desc, eq } from 'drizzle-orm';
import type { ChatReviews } from '../contract/index.ts';
import type { Db } from '../db/client.ts';
import { reviews } from '../db/schema.ts';

/**
 * Reviews the chat shows at once. The chat lists them in one bubble, so a handful of the
 * newest is what a visitor reads; totalCount still says how many there are.
 */
export const CHAT_REVIEWS_LIMIT = 5;

/** The newest published reviews of a specialist and how many published reviews it has. */
export async function publishedReviewsForChat(db: Db, specialistId: number): Promise<ChatReviews> {
  const published = and(eq(reviews.specialistId, specialistId), eq(reviews.status, 'published'));
  const rows = await db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      rating: reviews.rating,
      reviewText: reviews.text,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(published)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(CHAT_REVIEWS_LIMIT);
  const [total] = await db.select({ value: count() }).from(reviews).where(published);
  const totalCount = total?.value ?? 0;
  return {
    reviews: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    totalCount,
    hasReviews: totalCount > 0,
  };
}
