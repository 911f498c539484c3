import { eq } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps } from '../db/engine/index.ts';

/*
 * The health row's repository, written once for SQLite and PostgreSQL (ADR 050): `/readyz`
 * runs it through the app's engine, the enquiry writer thread on its own SQLite connection.
 */

/** The health row's id: there is only ever one. */
const HEALTH_ROW = 1;

/**
 * Rewrites the health row: a real, committed write that takes the write lock and appends to
 * the journal (SQLite) or the WAL (PostgreSQL), so it fails as an enquiry would (disk full,
 * lock held, read-only).
 *
 * @example
 * await engine.run(writeHealthRow, Date.now()); // rejects with SQLITE_FULL on a full disk
 */
export function* writeHealthRow(
  { db, tables: { healthChecks } }: EngineScope,
  at: number,
): Steps<void> {
  yield* changes(
    db
      .insert(healthChecks)
      .values({ id: HEALTH_ROW, checkedAt: at })
      .onConflictDoUpdate({ target: healthChecks.id, set: { checkedAt: at } }),
  );
}

/**
 * When the health row was last written, or undefined before the first check.
 *
 * @example
 * const checkedAt = await engine.run(readHealthRow); // 1772445600000
 */
export function* readHealthRow({
  db,
  tables: { healthChecks },
}: EngineScope): Steps<number | undefined> {
  const found = yield* row(
    db
      .select({ checkedAt: healthChecks.checkedAt })
      .from(healthChecks)
      .where(eq(healthChecks.id, HEALTH_ROW)),
  );
  return found?.checkedAt;
}
