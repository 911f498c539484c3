import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_KINDS, AUDIT_SOURCES } from '../../schema/audit.ts';
import { serialId, timestampMs } from './columns.ts';

export { AUDIT_ACTOR_KINDS, AUDIT_SOURCES };

/** One change and who made it (ADR 039), written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    at: timestampMs('at').notNull(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorId: integer('actor_id'),
    actorLabel: text('actor_label').notNull(),
    entityKind: text('entity_kind').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** JSON text, as on SQLite: it is written and shown as it was, never queried inside. */
    beforeJson: text('before_json'),
    afterJson: text('after_json'),
    source: text('source', { enum: AUDIT_SOURCES }).notNull(),
    reviewedAt: timestampMs('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    reviewOutcome: text('review_outcome', { enum: ['fine', 'reverted'] }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityKind, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorLabel, t.at),
    /** The "Recent changes" queue, as on SQLite (a partial index went unused there). */
    index('audit_log_queue_idx').on(t.actorKind, t.entityKind, t.reviewedAt, t.at),
  ],
);
