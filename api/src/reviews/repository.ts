import { and, eq, isNull } from 'drizzle-orm';
import {
  changes,
  type EngineScope,
  row,
  rows,
  type Steps,
  type Tables,
} from '../db/engine/index.ts';

/** An active specialist's id, name and slug, by id or slug; hidden ones behave as unknown. */
export function* findActiveSpecialist(
  on: EngineScope,
  by: { id: number } | { slug: string },
): Steps<{ id: number; name: string; slug: string } | undefined> {
  const { specialists } = on.tables;
  const key = 'id' in by ? eq(specialists.id, by.id) : eq(specialists.slug, by.slug);
  return yield* row(
    on.db
      .select({ id: specialists.id, name: specialists.name, slug: specialists.slug })
      .from(specialists)
      .where(and(key, eq(specialists.status, 'active'))),
  );
}

export type NewReviewInvite = Tables['reviewInvites']['$inferInsert'];

export function* insertReviewInvite(on: EngineScope, invite: NewReviewInvite): Steps<number> {
  const { reviewInvites } = on.tables;
  const [stored] = yield* rows(
    on.db.insert(reviewInvites).values(invite).returning({ id: reviewInvites.id }),
  );
  if (!stored) throw new Error('The review invite was not stored');
  return stored.id;
}

export function* findReviewInviteByHash(
  on: EngineScope,
  tokenHash: string,
): Steps<Tables['reviewInvites']['$inferSelect'] | undefined> {
  const { reviewInvites } = on.tables;
  return yield* row(
    on.db.select().from(reviewInvites).where(eq(reviewInvites.tokenHash, tokenHash)),
  );
}

/** Marks an invite used by `reviewId`; false when another request used it first. */
export function* consumeReviewInvite(
  on: EngineScope,
  id: number,
  reviewId: number,
  at: Date,
): Steps<boolean> {
  const { reviewInvites } = on.tables;
  const changed = yield* changes(
    on.db
      .update(reviewInvites)
      .set({ usedAt: at, reviewId })
      .where(and(eq(reviewInvites.id, id), isNull(reviewInvites.usedAt))),
  );
  return changed === 1;
}

export type NewReview = Tables['reviews']['$inferInsert'];

export function* insertReview(on: EngineScope, review: NewReview): Steps<number> {
  const { reviews } = on.tables;
  const [stored] = yield* rows(on.db.insert(reviews).values(review).returning({ id: reviews.id }));
  if (!stored) throw new Error('The review was not stored');
  return stored.id;
}
