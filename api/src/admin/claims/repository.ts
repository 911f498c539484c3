import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { businesses, claimRequests, specialists } from '../../db/schema.ts';

type ClaimStatus = 'pending' | 'approved' | 'rejected';

const claimColumns = {
  id: claimRequests.id,
  reference: claimRequests.reference,
  specialistId: specialists.id,
  specialistName: specialists.name,
  specialistSlug: specialists.slug,
  claimedByBusinessId: specialists.claimedByBusinessId,
  name: claimRequests.name,
  role: claimRequests.role,
  email: claimRequests.email,
  leadEmail: claimRequests.leadEmail,
  phone: claimRequests.phone,
  proof: claimRequests.proof,
  tier: claimRequests.tier,
  status: claimRequests.status,
  createdAt: claimRequests.createdAt,
};

/** One page of claims in a status, oldest first, and how many claims are in that status. */
export function claimsInStatus(db: DbExecutor, status: ClaimStatus, page: number, size: number) {
  const rows = db
    .select(claimColumns)
    .from(claimRequests)
    .innerJoin(specialists, eq(specialists.id, claimRequests.specialistId))
    .where(eq(claimRequests.status, status))
    .orderBy(asc(claimRequests.createdAt), asc(claimRequests.id))
    .limit(size)
    .offset((page - 1) * size)
    .all();
  const total = db.get<{ n: number }>(
    sql`select count(*) as n from claim_requests where status = ${status}`,
  );
  return { rows, total: total?.n ?? 0 };
}
export type ClaimRow = ReturnType<typeof claimsInStatus>['rows'][number];

export function findClaim(db: DbExecutor, id: number): ClaimRow | undefined {
  return db
    .select(claimColumns)
    .from(claimRequests)
    .innerJoin(specialists, eq(specialists.id, claimRequests.specialistId))
    .where(eq(claimRequests.id, id))
    .get();
}

/** Whether a business login already uses this address (compared as the unique index does). */
export function businessEmailTaken(db: DbExecutor, email: string): boolean {
  const row = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(sql`lower(${businesses.email}) = lower(${email})`)
    .get();
  return row !== undefined;
}

/** Whether some business already owns this listing's login. */
export function listingHasBusiness(db: DbExecutor, specialistId: number): boolean {
  const row = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.specialistId, specialistId))
    .get();
  return row !== undefined;
}

/** Creates the business login for a claimed listing (no password yet) and marks it claimed. */
export function createClaimingBusiness(
  db: DbExecutor,
  claim: { specialistId: number; email: string; name: string },
): number {
  const { id } = db
    .insert(businesses)
    .values({ email: claim.email, name: claim.name, specialistId: claim.specialistId })
    .returning({ id: businesses.id })
    .get();
  db.update(specialists)
    .set({ claimedByBusinessId: id })
    .where(eq(specialists.id, claim.specialistId))
    .run();
  return id;
}

/** Moves a pending claim on; false when it was no longer pending (decided twice). */
export function decideClaim(db: DbExecutor, id: number, status: 'approved' | 'rejected'): boolean {
  const result = db
    .update(claimRequests)
    .set({ status })
    .where(and(eq(claimRequests.id, id), eq(claimRequests.status, 'pending')))
    .run();
  return result.changes > 0;
}
