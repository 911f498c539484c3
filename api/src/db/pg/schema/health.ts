import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { serialId } from './columns.ts';

/* One row that /readyz rewrites, proving the database takes writes, not just reads. */

export const healthChecks = pgTable('health_checks', {
  id: serialId(),
  /** Epoch milliseconds (a number, as on SQLite), past 2^31: bigint. */
  checkedAt: bigint('checked_at', { mode: 'number' }).notNull(),
});
