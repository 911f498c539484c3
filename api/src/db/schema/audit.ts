import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Who made a change: an operator in the console, a business in its dashboard, or Flo itself. */
export const AUDIT_ACTOR_KINDS = ['admin', 'business', 'system'] as const;
/** Where a change came in. */
export const AUDIT_SOURCES = ['console', 'dashboard', 'api'] as const;

/**
 * One change to a listing, plan, review, enquiry's routing, setting, claim, location page or
 * campaign (ADR 039): who, when, what, and the changed fields before and after as JSON. Written
 * in the same transaction as the change itself, so neither is ever stored without the other.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** The admin's or business's id; null for the system. */
    actorId: integer('actor_id'),
    /** The actor's e-mail as it was then ('Stripe' for the system), kept if the login goes. */
    actorLabel: text('actor_label').notNull(),
    entityKind: text('entity_kind').notNull(),
    /** The entity's id, or its public reference (an enquiry's, a setting's name). */
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** The changed fields' values before, as a JSON object; long texts are cut short. */
    beforeJson: text('before_json'),
    afterJson: text('after_json'),
    source: text('source', { enum: AUDIT_SOURCES }).notNull(),
    /** A business's profile edit an operator has looked at ("Recent changes"); null until then. */
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    reviewedBy: text('reviewed_by'),
    /** 'fine' or 'reverted', set with reviewed_at. */
    reviewOutcome: text('review_outcome', { enum: ['fine', 'reverted'] }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityKind, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorLabel, t.at),
    /**
     * The "Recent changes" queue: businesses' listing edits still to review, newest first, and
     * those reviewed, by when. (A partial index on the unreviewed ones went unused by the
     * planner, which preferred the entity index and a sort.)
     */
    index('audit_log_queue_idx').on(t.actorKind, t.entityKind, t.reviewedAt, t.at),
  ],
);
