import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { admins } from './auth.ts';
import { createdAt } from './columns.ts';
import { specialists } from './directory.ts';

/**
 * What an operator saw of a specialist's papers (ADR 028): insurance, company registration or a
 * trade body membership, the day they saw it and who recorded it. A removed check keeps its row
 * (who removed it and when) for the audit trail; the public profile shows only checks neither
 * removed nor past `expires_on`.
 */
export const specialistChecks = sqliteTable(
  'specialist_checks',
  {
    id: integer('id').primaryKey(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['insurance', 'company', 'trade_body'] }).notNull(),
    /** The insurer and cover, the company number, or the trade body's key (TRADE_BODIES). */
    detail: text('detail').notNull(),
    /** The day the operator saw the evidence, `YYYY-MM-DD`. */
    seenOn: text('seen_on').notNull(),
    /** The last day the evidence holds (a policy's end), `YYYY-MM-DD`; null when open-ended. */
    expiresOn: text('expires_on'),
    recordedByAdminId: integer('recorded_by_admin_id')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    removedByAdminId: integer('removed_by_admin_id').references(() => admins.id),
  },
  (t) => [index('specialist_checks_specialist_idx').on(t.specialistId, t.removedAt)],
);
