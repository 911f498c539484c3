import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';

/** Publishes or rejects a review; false when no review has that id. */
export function moderateReview(
  db: DbExecutor,
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
