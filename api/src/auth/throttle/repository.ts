import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../../db/engine/index.ts';
import type { loginThrottles } from '../../db/schema.ts';
import type { SessionRole } from '../sessions.ts';
import { FAILURE_MEMORY_MS, type ThrottleSource, waitAfter } from './policy.ts';

/*
 * The login throttles, written once for SQLite and PostgreSQL (ADR 050): rows in the shared
 * database, so failures on every node count against the same login.
 */

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;

/** Forgotten failures deleted per recorded failure: one failure adds at most one row. */
const SWEEP_BATCH = 4;

/**
 * The rows of these sources that still hold an unexpired wait for the login.
 *
 * @example
 * const waiting = await engine.run(waitingThrottles, 'admin', email, ['ip:203.0.113.7'], now);
 */
export function* waitingThrottles(
  { db, tables: { loginThrottles } }: EngineScope,
  role: SessionRole,
  email: string,
  sources: ThrottleSource[],
  now: Date,
): Steps<LoginThrottleRow[]> {
  return yield* rows(
    db
      .select()
      .from(loginThrottles)
      .where(
        and(
          eq(loginThrottles.role, role),
          eq(loginThrottles.email, email),
          inArray(loginThrottles.source, sources),
          gt(loginThrottles.blockedUntil, now),
        ),
      ),
  );
}

/**
 * Counts one failure for a source and sets its next wait. A source whose last failure is older
 * than `FAILURE_MEMORY_MS` starts again from one. Answers the row as it now stands. The write
 * applies only to the row as read (or to no row), and is tried again on what another node
 * wrote meanwhile, so failures counted at once on several nodes all count; on SQLite, whose
 * one writer runs the transaction whole, the first try always applies.
 *
 * @example
 * const row = await engine.commit(recordFailure, 'admin', email, 'account', now);
 */
export function* recordFailure(
  { db, tables: { loginThrottles } }: EngineScope,
  role: SessionRole,
  email: string,
  source: ThrottleSource,
  now: Date,
): Steps<LoginThrottleRow> {
  const key = and(
    eq(loginThrottles.role, role),
    eq(loginThrottles.email, email),
    eq(loginThrottles.source, source),
  );
  let written: LoginThrottleRow | undefined;
  while (!written) {
    const current = yield* row(db.select().from(loginThrottles).where(key));
    const remembered =
      current && now.getTime() - current.lastFailureAt.getTime() < FAILURE_MEMORY_MS;
    const failures = remembered ? current.failures + 1 : 1;
    const blockedUntil = new Date(now.getTime() + waitAfter(source, failures));
    const values = { failures, lastFailureAt: now, blockedUntil };
    written = current
      ? yield* row(
          db
            .update(loginThrottles)
            .set(values)
            .where(
              and(
                eq(loginThrottles.id, current.id),
                eq(loginThrottles.failures, current.failures),
                eq(loginThrottles.lastFailureAt, current.lastFailureAt),
              ),
            )
            .returning(),
        )
      : yield* row(
          db
            .insert(loginThrottles)
            .values({ role, email, source, ...values })
            .onConflictDoNothing()
            .returning(),
        );
  }
  const forgotten = db
    .select({ id: loginThrottles.id })
    .from(loginThrottles)
    .where(lte(loginThrottles.lastFailureAt, new Date(now.getTime() - FAILURE_MEMORY_MS)))
    .limit(SWEEP_BATCH);
  yield* changes(db.delete(loginThrottles).where(inArray(loginThrottles.id, forgotten)));
  return written;
}

/**
 * Forgets a login's failures from these sources, e.g. after a correct password from them.
 *
 * @example
 * await engine.run(clearThrottles, 'admin', email, ['ip:203.0.113.7']);
 */
export function* clearThrottles(
  { db, tables: { loginThrottles } }: EngineScope,
  role: SessionRole,
  email: string,
  sources: ThrottleSource[],
): Steps<void> {
  if (sources.length === 0) return;
  yield* changes(
    db
      .delete(loginThrottles)
      .where(
        and(
          eq(loginThrottles.role, role),
          eq(loginThrottles.email, email),
          inArray(loginThrottles.source, sources),
        ),
      ),
  );
}

/**
 * Marks the owner as told about this account-wide row now, unless they were told within
 * `FAILURE_MEMORY_MS`; answers whether this call marked it. One statement, so of two nodes
 * counting failures at once only one tells the owner (PostgreSQL checks the condition again on
 * the row the other node wrote).
 *
 * @example
 * if (await engine.commit(takeOwnerNotice, row.id, now)) await mailOwner();
 */
export function* takeOwnerNotice(
  { db, tables: { loginThrottles } }: EngineScope,
  id: number,
  now: Date,
): Steps<boolean> {
  const notifiedBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const marked = yield* changes(
    db
      .update(loginThrottles)
      .set({ ownerNotifiedAt: now })
      .where(
        and(
          eq(loginThrottles.id, id),
          or(
            isNull(loginThrottles.ownerNotifiedAt),
            lte(loginThrottles.ownerNotifiedAt, notifiedBefore),
          ),
        ),
      ),
  );
  return marked === 1;
}

/**
 * Every remembered source of failures, waiting ones first, newest failure first, then the
 * source remembered longest (one failed attempt stamps its account and address rows alike, and
 * PostgreSQL, unlike SQLite's scan, keeps no order among equals); for operators.
 *
 * @example
 * const throttles = await engine.run(listThrottles, new Date(), 500);
 */
export function* listThrottles(
  { db, tables: { loginThrottles } }: EngineScope,
  now: Date,
  limit = 500,
): Steps<LoginThrottleRow[]> {
  return yield* rows(
    db
      .select()
      .from(loginThrottles)
      .where(gt(loginThrottles.lastFailureAt, new Date(now.getTime() - FAILURE_MEMORY_MS)))
      .orderBy(
        sql`${gt(loginThrottles.blockedUntil, now)} desc`,
        sql`${loginThrottles.lastFailureAt} desc`,
        loginThrottles.id,
      )
      .limit(limit),
  );
}

/**
 * Deletes one row; answers whether it existed.
 *
 * @example
 * const deleted = await engine.run(deleteThrottle, 12);
 */
export function* deleteThrottle(
  { db, tables: { loginThrottles } }: EngineScope,
  id: number,
): Steps<boolean> {
  return (yield* changes(db.delete(loginThrottles).where(eq(loginThrottles.id, id)))) === 1;
}
