import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { createdAt, serialId, timestampMs } from './columns.ts';
import { specialists } from './directory.ts';

/** What an operator saw of a specialist's papers (ADR 028); removed checks keep their row. */
export const specialistChecks = pgTable(
  'specialist_checks',
  {
    id: serialId(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['insurance', 'company', 'trade_body'] }).notNull(),
    detail: text('detail').notNull(),
    /** `YYYY-MM-DD` text, as on SQLite, so both return the same string. */
    seenOn: text('seen_on').notNull(),
    expiresOn: text('expires_on'),
    recordedByAdminId: integer('recorded_by_admin_id')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
    removedAt: timestampMs('removed_at'),
    removedByAdminId: integer('removed_by_admin_id').references(() => admins.id),
  },
  (t) => [index('specialist_checks_specialist_idx').on(t.specialistId, t.removedAt)],
);
