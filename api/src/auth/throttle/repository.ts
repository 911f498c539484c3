import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema.ts';
import type { SessionRole } from '../sessions.ts';
import { FAILURE_MEMORY_MS, type ThrottleSource, waitAfter } from './policy.ts';

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;

/** Forgotten failures deleted per recorded failure: one failure adds at most one row. */
const SWEEP_BATCH = 4;

/** The rows of these sources that still hold an unexpired wait for the login. */
export function waitingThrottles(
  db: Db,
  role: SessionRole,
  email: string,
  sources: ThrottleSource[],
  now: Date,
): LoginThrottleRow[] {
  return db
    .select()
    .from(loginThrottles)
    .where(
      and(
        eq(loginThrottles.role, role),
        eq(loginThrottles.email, email),
        inArray(loginThrottles.source, sources),
        gt(loginThrottles.blockedUntil, now),
      ),
    )
    .all();
}

/**
 * Counts one failure for a source and sets its next wait. A source whose last failure is older
 * than `FAILURE_MEMORY_MS` starts again from one. Answers the row as it now stands.
 */
export function recordFailure(
  db: Db,
  role: SessionRole,
  email: string,
  source: ThrottleSource,
  now: Date,
): LoginThrottleRow {
  return db.transaction((tx) => {
    const current = tx
      .select()
      .from(loginThrottles)
      .where(
        and(
          eq(loginThrottles.role, role),
          eq(loginThrottles.email, email),
          eq(loginThrottles.source, source),
        ),
      )
      .get();
    const remembered =
      current && now.getTime() - current.lastFailureAt.getTime() < FAILURE_MEMORY_MS;
    const failures = remembered ? current.failures + 1 : 1;
    const blockedUntil = new Date(now.getTime() + waitAfter(source, failures));
    const values = { failures, lastFailureAt: now, blockedUntil };
    const row = current
      ? tx
          .update(loginThrottles)
          .set(values)
          .where(eq(loginThrottles.id, current.id))
          .returning()
          .get()
      : tx
          .insert(loginThrottles)
          .values({ role, email, source, ...values })
          .returning()
          .get();
    const forgotten = tx
      .select({ id: loginThrottles.id })
      .from(loginThrottles)
      .where(lte(loginThrottles.lastFailureAt, new Date(now.getTime() - FAILURE_MEMORY_MS)))
      .limit(SWEEP_BATCH);
    tx.delete(loginThrottles).where(inArray(loginThrottles.id, forgotten)).run();
    return row;
  });
}

/** Forgets a login's failures from these sources, e.g. after a correct password from them. */
export function clearThrottles(
  db: Db,
  role: SessionRole,
  email: string,
  sources: ThrottleSource[],
): void {
  if (sources.length === 0) return;
  db.delete(loginThrottles)
    .where(
      and(
        eq(loginThrottles.role, role),
        eq(loginThrottles.email, email),
        inArray(loginThrottles.source, sources),
      ),
    )
    .run();
}

/** Marks the owner as told about this account-wide row now. */
export function markOwnerNotified(db: Db, id: number, now: Date): void {
  db.update(loginThrottles).set({ ownerNotifiedAt: now }).where(eq(loginThrottles.id, id)).run();
}

/** Every remembered source of failures, waiting ones first, newest failure first; for operators. */
export function listThrottles(db: Db, now: Date, limit = 500): LoginThrottleRow[] {
  return db
    .select()
    .from(loginThrottles)
    .where(gt(loginThrottles.lastFailureAt, new Date(now.getTime() - FAILURE_MEMORY_MS)))
    .orderBy(
      sql`${loginThrottles.blockedUntil} > ${now.getTime()} desc`,
      sql`${loginThrottles.lastFailureAt} desc`,
    )
    .limit(limit)
    .all();
}

/** Deletes one row; answers whether it existed. */
export function deleteThrottle(db: Db, id: number): boolean {
  return db.delete(loginThrottles).where(eq(loginThrottles.id, id)).run().changes === 1;
}
