import { z } from 'zod';
import { PAGE_TYPES } from './constants.ts';
import { FUNNEL_ARMS, FUNNEL_FLOWS, FUNNEL_MAX_STEPS_PER_BEACON } from './funnel-constants.ts';

export * from './funnel-constants.ts';

/**
 * Flo's funnel (issue 25 item 2): what the widget reports of each conversation, and what the
 * console reads back as daily aggregates. No cookie, no personal data and no IP address: a
 * conversation is a random id kept in memory or session storage, and the server only ever
 * stores counts per day.
 */

/**
 * A step: `started`, `completed`, or a statechart state path such as
 * `general.contact.email` (dots between state names, as xstate's `state.matches` strings).
 */
const stepSchema = z
  .string()
  .max(120)
  .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/, 'A state path such as general.contact');

/**
 * `POST /api/flo/funnel`, sent with `navigator.sendBeacon` as `text/plain` (no CORS
 * preflight) or `fetch(..., { keepalive: true })`. The embedding site is the request's
 * `Origin`, never a field the page could set. Each step is sent once per conversation; the
 * first beacon of a conversation carries `started`.
 */
export const funnelBeaconSchema = z.object({
  /** A random id made by the widget for one conversation (base64url, 16–32 characters). */
  conversation: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, 'A random conversation id'),
  flow: z.enum(FUNNEL_FLOWS),
  pageType: z.enum(PAGE_TYPES),
  arm: z.enum(FUNNEL_ARMS),
  /** Where the chat runs: our own site's pages, or a widget on another site. */
  surface: z.enum(['site', 'embed']),
  steps: z.array(stepSchema).min(1).max(FUNNEL_MAX_STEPS_PER_BEACON),
});
export type FunnelBeacon = z.infer<typeof funnelBeaconSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/** `GET /api/admin/funnel`: a period of UTC days, both included, and optional slices. */
export const adminFunnelQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  flow: z.enum(FUNNEL_FLOWS).default('general'),
  pageType: z.enum(PAGE_TYPES).optional(),
  /** 'site' for our own pages, else an embedding origin as the list of origins names it. */
  origin: z.string().max(200).optional(),
});
export type AdminFunnelQuery = z.infer<typeof adminFunnelQuerySchema>;

const count = z.number().int();

/** One step of the funnel: conversations that reached it and how many went no further. */
export const funnelStepSchema = z.object({
  step: z.string(),
  /** The step in plain words for operators, e.g. 'Asked for an e-mail address'. */
  label: z.string(),
  reached: count,
  /** Conversations that reached this step and no later one (as a share of `reached`). */
  dropOff: count,
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

/** Completions of one arm against the other's: a two-proportion z-test. */
export const funnelComparisonSchema = z.object({
  a: z.object({ started: count, completed: count }),
  b: z.object({ started: count, completed: count }),
  /** Two-sided p-value; null when either arm has no conversations. */
  pValue: z.number().nullable(),
  /** 'b_better' | 'a_better' beyond chance (p < 0.05, each arm ≥ 100 started), else 'not_yet'. */
  verdict: z.enum(['a_better', 'b_better', 'not_yet']),
  /** The verdict in plain words for the console. */
  summary: z.string(),
});
export type FunnelComparison = z.infer<typeof funnelComparisonSchema>;

/** `GET /api/admin/funnel`. */
export const adminFunnelSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: count }),
  flow: z.enum(FUNNEL_FLOWS),
  started: count,
  completed: count,
  /** Steps in the order conversations reach them (most reached first, `completed` last). */
  steps: z.array(funnelStepSchema),
  /** The same funnel per arm while a split test ran in the period. */
  arms: z.object({ a: z.array(funnelStepSchema), b: z.array(funnelStepSchema) }),
  comparison: funnelComparisonSchema,
  /** Slices the period has data for, to offer as filters. */
  pageTypes: z.array(z.object({ pageType: z.enum(PAGE_TYPES), started: count })),
  origins: z.array(z.object({ origin: z.string(), started: count })),
  /** Started and completed per day, oldest first, to show how a settings change moved it. */
  perDay: z.array(z.object({ day: z.string(), started: count, completed: count })),
  /** Days in the period a chat setting changed (from the audit log), with what changed. */
  settingsChanges: z.array(z.object({ day: z.string(), summary: z.string() })),
});
export type AdminFunnel = z.infer<typeof adminFunnelSchema>;
