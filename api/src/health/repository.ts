import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { healthChecks } from '../db/schema.ts';

/** The health row's id: there is only ever one. */
const HEALTH_ROW = 1;

/**
 * Rewrites the health row: a real, durably committed write that takes the write lock and
 * appends to the journal, so it fails as an enquiry would (disk full, lock held, read-only).
 *
 * @example
 * writeHealthRow(db, Date.now()); // throws SQLITE_FULL on a full disk
 */
export function writeHealthRow(db: Db, at: number): void {
  db.insert(healthChecks)
    .values({ id: HEALTH_ROW, checkedAt: at })
    .onConflictDoUpdate({ target: healthChecks.id, set: { checkedAt: at } })
    .run();
}

/** When the health row was last written, or undefined before the first check. */
export function readHealthRow(db: Db): number | undefined {
  return db
    .select({ checkedAt: healthChecks.checkedAt })
    .from(healthChecks)
    .where(eq(healthChecks.id, HEALTH_ROW))
    .get()?.checkedAt;
}
