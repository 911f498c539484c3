import { eq } from 'drizzle-orm';
import { changes, type EngineScope, type Steps } from '../../db/engine/index.ts';

/** Publishes or rejects a review; false when no review has that id. */
export function* moderateReview(
  on: EngineScope,
  id: number,
  decision: { status: 'published' } | { status: 'rejected'; reason: string },
  at: Date,
): Steps<boolean> {
  const { reviews } = on.tables;
  const changed = yield* changes(
    on.db
      .update(reviews)
      .set({
        status: decision.status,
        rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        moderatedAt: at,
      })
      .where(eq(reviews.id, id)),
  );
  return changed > 0;
}
