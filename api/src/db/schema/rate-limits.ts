import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/*
 * Fixed-window hit counters of the rate limits (per IP, per account, per address), kept in the
 * database so a restart does not hand every caller a fresh budget. The key is a SHA-256 of the
 * counter name and the caller, so no IP or e-mail address is stored here in the clear.
 */

export const rateLimitWindows = sqliteTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: integer('reset_at').notNull(),
  },
  /** Lets the bounded sweep find expired windows without a scan. */
  (t) => [index('rate_limit_windows_reset_idx').on(t.resetAt)],
);
