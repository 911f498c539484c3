import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

/*
 * One row that /readyz rewrites (health/): a real write through the enquiry writer's connection
 * proves the file takes writes (the lock, the journal, the disk), not just that it answers reads.
 */

export const healthChecks = sqliteTable('health_checks', {
  id: integer('id').primaryKey(),
  /** When the last readiness check wrote the row, epoch milliseconds. */
  checkedAt: integer('checked_at').notNull(),
});
