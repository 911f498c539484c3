import { and, asc, count, eq, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../../db/engine/index.ts';

type ClaimStatus = 'pending' | 'approved' | 'rejected';

const claimColumns = ({ tables: { claimRequests, specialists } }: EngineScope) => ({
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
});

const claimsWithListing = (on: EngineScope) => {
  const { claimRequests, specialists } = on.tables;
  return on.db
    .select(claimColumns(on))
    .from(claimRequests)
    .innerJoin(specialists, eq(specialists.id, claimRequests.specialistId));
};

/** One page of claims in a status, oldest first, and how many claims are in that status. */
export function* claimsInStatus(on: EngineScope, status: ClaimStatus, page: number, size: number) {
  const { claimRequests } = on.tables;
  const found = yield* rows(
    claimsWithListing(on)
      .where(eq(claimRequests.status, status))
      .orderBy(asc(claimRequests.createdAt), asc(claimRequests.id))
      .limit(size)
      .offset((page - 1) * size),
  );
  const total = yield* row(
    on.db.select({ n: count() }).from(claimRequests).where(eq(claimRequests.status, status)),
  );
  return { rows: found, total: total?.n ?? 0 };
}

export type ClaimRow = ReturnType<ReturnType<typeof claimsWithListing>['all']>[number];

export function* findClaim(on: EngineScope, id: number): Steps<ClaimRow | undefined> {
  const { claimRequests } = on.tables;
  return yield* row(claimsWithListing(on).where(eq(claimRequests.id, id)));
}

/** Whether a business login already uses this address (compared as the unique index does). */
export function* businessEmailTaken(on: EngineScope, email: string): Steps<boolean> {
  const { businesses } = on.tables;
  const found = yield* row(
    on.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(sql`lower(${businesses.email}) = lower(${email})`),
  );
  return found !== undefined;
}

/** Whether some business already owns this listing's login. */
export function* listingHasBusiness(on: EngineScope, specialistId: number): Steps<boolean> {
  const { businesses } = on.tables;
  const found = yield* row(
    on.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.specialistId, specialistId)),
  );
  return found !== undefined;
}

/** Creates the business login for a claimed listing (no password yet) and marks it claimed. */
export function* createClaimingBusiness(
  on: EngineScope,
  claim: { specialistId: number; email: string; name: string },
): Steps<number> {
  const { businesses, specialists } = on.tables;
  const created = yield* row(
    on.db
      .insert(businesses)
      .values({ email: claim.email, name: claim.name, specialistId: claim.specialistId })
      .returning({ id: businesses.id }),
  );
  if (!created) throw new Error('The business login was not stored');
  yield* changes(
    on.db
      .update(specialists)
      .set({ claimedByBusinessId: created.id })
      .where(eq(specialists.id, claim.specialistId)),
  );
  return created.id;
}

/** Moves a pending claim on; false when it was no longer pending (decided twice). */
export function* decideClaim(
  on: EngineScope,
  id: number,
  status: 'approved' | 'rejected',
): Steps<boolean> {
  const { claimRequests } = on.tables;
  const changed = yield* changes(
    on.db
      .update(claimRequests)
      .set({ status })
      .where(and(eq(claimRequests.id, id), eq(claimRequests.status, 'pending'))),
  );
  return changed > 0;
}
