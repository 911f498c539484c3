/**
 * The funnel's plain constants, apart from its zod schemas (funnel.ts) so the widget can import
 * them as `@flo/contract/funnel` without bundling zod.
 */

/** The flows a conversation opens with (chat-machine's `FloEntry`). */
export const FUNNEL_FLOWS = [
  'general',
  'enhanced',
  'specialist',
  'location_direct_connect',
  'location_service_selection',
  'location_general',
] as const;
export type FunnelFlow = (typeof FUNNEL_FLOWS)[number];

/**
 * A split test's arms. 'a' is the greeting in force; 'b' the alternative an operator set.
 * Without a running test every conversation is 'a'.
 */
export const FUNNEL_ARMS = ['a', 'b'] as const;
export type FunnelArm = (typeof FUNNEL_ARMS)[number];

/** The step every conversation reports first: it counts the conversation as started. */
export const FUNNEL_STARTED = 'started';
/** The step a conversation reports when its enquiry was accepted (201): it is completed. */
export const FUNNEL_COMPLETED = 'completed';

/** At most this many steps in one beacon; the widget sends more beacons for more. */
export const FUNNEL_MAX_STEPS_PER_BEACON = 40;
/** Embedding sites named one by one per day; the rest are counted as 'other'. */
export const FUNNEL_MAX_ORIGINS_PER_DAY = 50;
/** Days of aggregates the console can read back in one query. */
export const FUNNEL_MAX_DAYS = 366;
