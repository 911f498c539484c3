import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * Flo's funnel per UTC day (ADR 042): for each slice (flow, page type, split-test arm,
 * embedding origin) and step, how many conversations reached the step and how many went no
 * further (`ended`). Counts only: no conversation id, no address. The key leads with the flow
 * and the day, so the console reads one index range per period.
 */
export const floFunnelDaily = sqliteTable(
  'flo_funnel_daily',
  {
    id: integer('id').primaryKey(),
    flow: text('flow').notNull(),
    /** YYYY-MM-DD (UTC): the day the conversation started. */
    day: text('day').notNull(),
    pageType: text('page_type').notNull(),
    arm: text('arm').notNull(),
    /** 'site', an embedding site's origin, or 'other' past the day's cap of named origins. */
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

/** The embedding origins named on a day, at most FUNNEL_MAX_ORIGINS_PER_DAY of them. */
export const floFunnelOrigins = sqliteTable(
  'flo_funnel_origins',
  {
    id: integer('id').primaryKey(),
    day: text('day').notNull(),
    origin: text('origin').notNull(),
  },
  (t) => [uniqueIndex('flo_funnel_origins_day_idx').on(t.day, t.origin)],
);

/**
 * A conversation's bookkeeping for exact drop-off, kept two days: its slice as first reported,
 * the steps it reported (a JSON array, bounded) and its last step, whose `ended` count moves
 * when a later step arrives. The id is random, made by the widget, and names nobody.
 */
export const floFunnelConversations = sqliteTable(
  'flo_funnel_conversations',
  {
    id: integer('id').primaryKey(),
    conversation: text('conversation').notNull().unique(),
    flow: text('flow').notNull(),
    day: text('day').notNull(),
    pageType: text('page_type').notNull(),
    arm: text('arm').notNull(),
    origin: text('origin').notNull(),
    steps: text('steps', { mode: 'json' }).$type<string[]>().notNull(),
    lastStep: text('last_step').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('flo_funnel_conversations_updated_idx').on(t.updatedAt)],
);
