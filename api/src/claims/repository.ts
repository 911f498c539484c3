import { and, eq } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps, type Tables } from '../db/engine/index.ts';

export type NewClaimRequest = Tables['claimRequests']['$inferInsert'];

/** An active listing a claim may name, with the business that owns it, if any. */
export interface ClaimableSpecialist {
  id: number;
  slug: string;
  name: string;
  claimedByBusinessId: number | null;
}

/** The active specialist a claim names, with whether a business already owns its listing. */
export function* findClaimableSpecialist(
  on: EngineScope,
  id: number,
): Steps<ClaimableSpecialist | undefined> {
  const { specialists } = on.tables;
  return yield* row(
    on.db
      .select({
        id: specialists.id,
        slug: specialists.slug,
        name: specialists.name,
        claimedByBusinessId: specialists.claimedByBusinessId,
      })
      .from(specialists)
      .where(and(eq(specialists.id, id), eq(specialists.status, 'active'))),
  );
}

export function* insertClaimRequest(on: EngineScope, claim: NewClaimRequest): Steps<void> {
  yield* changes(on.db.insert(on.tables.claimRequests).values(claim));
}

/** A claim by its public reference, for linking a subscription request to it. */
export function* findClaimByReference(
  on: EngineScope,
  reference: string,
): Steps<
  { id: number; specialistId: number; status: 'pending' | 'approved' | 'rejected' } | undefined
> {
  const { claimRequests } = on.tables;
  return yield* row(
    on.db
      .select({
        id: claimRequests.id,
        specialistId: claimRequests.specialistId,
        status: claimRequests.status,
      })
      .from(claimRequests)
      .where(eq(claimRequests.reference, reference)),
  );
}
