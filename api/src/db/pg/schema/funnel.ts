import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestampMs } from './columns.ts';

/* Flo's funnel per UTC day (ADR 042): counts only, no conversation id or address. */

export const floFunnelDaily = pgTable(
  'flo_funnel_daily',
  {
    id: serialId(),
    flow: text('flow').notNull(),
    /** YYYY-MM-DD (UTC) text, as on SQLite. */
    day: text('day').notNull(),
    pageType: text('page_type').notNull(),
    arm: text('arm').notNull(),
    origin: text('origin').notNull(),
    step: text('step').notNull(),
    reached: integer('reached').notNull().default(0),
    ended: integer('ended').notNull().default(0),
  },
  (t) => [
    uniqueIndex('flo_funnel_daily_slice_idx').on(
      t.flow,
      t.day,
      t.pageType,
      t.arm,
      t.origin,
      t.step,
    ),
    index('flo_funnel_daily_day_idx').on(t.day),
  ],
);

export const floFunnelOrigins = pgTable(
  'flo_funnel_origins',
  {
    id: serialId(),
    day: text('day').notNull(),
    origin: text('origin').notNull(),
  },
  (t) => [uniqueIndex('flo_funnel_origins_day_idx').on(t.day, t.origin)],
);

export const floFunnelConversations = pgTable(
  'flo_funnel_conversations',
  {
    id: serialId(),
    conversation: text('conversation').notNull().unique(),
    flow: text('flow').notNull(),
    day: text('day').notNull(),
    pageType: text('page_type').notNull(),
    arm: text('arm').notNull(),
    origin: text('origin').notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
    lastStep: text('last_step').notNull(),
    updatedAt: timestampMs('updated_at').notNull(),
  },
  (t) => [index('flo_funnel_conversations_updated_idx').on(t.updatedAt)],
);
