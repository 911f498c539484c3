import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/* Fixed-window hit counters, in the shared database so every node counts against one budget. */

export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** Epoch milliseconds (a number, as on SQLite). */
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_windows_reset_idx').on(t.resetAt)],
);
