import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { reviewInvites, reviews, specialists } from '../db/schema.ts';

/** An active specialist's id, name and slug, by id or slug; hidden ones behave as unknown. */
export function findActiveSpecialist(db: DbExecutor, by: { id: number } | { slug: string }) {
  const key = 'id' in by ? eq(specialists.id, by.id) : eq(specialists.slug, by.slug);
  return db
    .select({ id: specialists.id, name: specialists.name, slug: specialists.slug })
    .from(specialists)
    .where(and(key, eq(specialists.status, 'active')))
    .get();
}

export type NewReviewInvite = typeof reviewInvites.$inferInsert;

export function insertReviewInvite(db: DbExecutor, row: NewReviewInvite): number {
  return db.insert(reviewInvites).values(row).returning({ id: reviewInvites.id }).get().id;
}

export function findReviewInviteByHash(db: DbExecutor, tokenHash: string) {
  return db.select().from(reviewInvites).where(eq(reviewInvites.tokenHash, tokenHash)).get();
}

/** Marks an invite used by `reviewId`; false when another request used it first. */
export function consumeReviewInvite(db: DbExecutor, id: number, reviewId: number, at: Date) {
  const result = db
    .update(reviewInvites)
    .set({ usedAt: at, reviewId })
    .where(and(eq(reviewInvites.id, id), isNull(reviewInvites.usedAt)))
    .run();
  return result.changes === 1;
}

export type NewReview = typeof reviews.$inferInsert;

export function insertReview(db: DbExecutor, row: NewReview): number {
  return db.insert(reviews).values(row).returning({ id: reviews.id }).get().id;
}
