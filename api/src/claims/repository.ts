import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { claimRequests, specialists } from '../db/schema.ts';

export type NewClaimRequest = typeof claimRequests.$inferInsert;

/** The active specialist a claim names, with whether a business already owns its listing. */
export function findClaimableSpecialist(db: DbExecutor, id: number) {
  return db
    .select({
      id: specialists.id,
      slug: specialists.slug,
      name: specialists.name,
      claimedByBusinessId: specialists.claimedByBusinessId,
    })
    .from(specialists)
    .where(and(eq(specialists.id, id), eq(specialists.status, 'active')))
    .get();
}

export function insertClaimRequest(db: DbExecutor, row: NewClaimRequest): void {
  db.insert(claimRequests).values(row).run();
}

/** A claim by its public reference, for linking a subscription request to it. */
export function findClaimByReference(db: DbExecutor, reference: string) {
  return db
    .select({
      id: claimRequests.id,
      specialistId: claimRequests.specialistId,
      status: claimRequests.status,
    })
    .from(claimRequests)
    .where(eq(claimRequests.reference, reference))
    .get();
}
