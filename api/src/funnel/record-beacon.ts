import {
  FUNNEL_COMPLETED,
  FUNNEL_MAX_ORIGINS_PER_DAY,
  FUNNEL_STARTED,
  type FunnelBeacon,
} from '@flo/contract';
import type { DbExecutor } from '../db/client.ts';
import { connectionOf, perConnection } from '../db/per-connection.ts';

/** Distinct steps kept per conversation; Flo's statechart has fewer than 80 states. */
export const MAX_STEPS_PER_CONVERSATION = 100;

/** Where a conversation runs as the funnel stores it: 'site', an origin, or 'other'. */
export type FunnelOrigin =
  | { kind: 'site' }
  | { kind: 'origin'; origin: string }
  | { kind: 'other' };

interface ConversationRow {
  flow: string;
  day: string;
  page_type: string;
  arm: string;
  origin: string;
  steps: string;
  last_step: string;
}

const statements = perConnection((db) => {
  const client = connectionOf(db);
  return {
    conversation: client.prepare<[string], ConversationRow>(
      `select flow, day, page_type, arm, origin, steps, last_step
        from flo_funnel_conversations where conversation = ?`,
    ),
    saveConversation: client.prepare(
      `insert into flo_funnel_conversations
        (conversation, flow, day, page_type, arm, origin, steps, last_step, updated_at)
        values (:conversation, :flow, :day, :pageType, :arm, :origin, :steps, :lastStep, :at)
        on conflict (conversation) do update set steps = excluded.steps,
          last_step = excluded.last_step, updated_at = excluded.updated_at`,
    ),
    count: client.prepare(
      `insert into flo_funnel_daily (flow, day, page_type, arm, origin, step, reached, ended)
        values (:flow, :day, :pageType, :arm, :origin, :step, :reached, :ended)
        on conflict (flow, day, page_type, arm, origin, step) do update set
          reached = reached + excluded.reached, ended = ended + excluded.ended`,
    ),
    namedOrigin: client.prepare<[string, string], number>(
      'select 1 from flo_funnel_origins where day = ? and origin = ?',
    ),
    namedOrigins: client.prepare<[string], number>(
      'select count(*) from flo_funnel_origins where day = ?',
    ),
    nameOrigin: client.prepare('insert into flo_funnel_origins (day, origin) values (?, ?)'),
  };
});

/** The origin stored for a new conversation: named while the day has room, else 'other'. */
function storedOrigin(db: DbExecutor, origin: FunnelOrigin, day: string): string {
  if (origin.kind !== 'origin') return origin.kind;
  const s = statements(db);
  if (s.namedOrigin.pluck().get(day, origin.origin) !== undefined) return origin.origin;
  if ((s.namedOrigins.pluck().get(day) ?? 0) >= FUNNEL_MAX_ORIGINS_PER_DAY) return 'other';
  s.nameOrigin.run(day, origin.origin);
  return origin.origin;
}

/**
 * Adds one beacon to the day's counts, in the caller's transaction. A conversation keeps the
 * slice (flow, page type, arm, origin, day) of its first beacon, so its counts always add up
 * within one slice. Each step the conversation has not reported before adds one to `reached`;
 * its `ended` mark moves from its old last step to its new one, so `ended` counts the
 * conversations that reached a step and no later one. A completed conversation's mark stays
 * on `completed`. A conversation first seen without `started` is counted as started.
 */
export function recordBeacon(
  db: DbExecutor,
  beacon: FunnelBeacon,
  origin: FunnelOrigin,
  now: Date,
): void {
  const s = statements(db);
  const known = s.conversation.get(beacon.conversation);
  const slice = known
    ? {
        flow: known.flow,
        day: known.day,
        pageType: known.page_type,
        arm: known.arm,
        origin: known.origin,
      }
    : (() => {
        const day = now.toISOString().slice(0, 10);
        const { flow, pageType, arm } = beacon;
        return { flow, day, pageType, arm, origin: storedOrigin(db, origin, day) };
      })();
  const seen = new Set<string>(known ? (JSON.parse(known.steps) as string[]) : []);
  const reported = known ? beacon.steps : [FUNNEL_STARTED, ...beacon.steps];
  const fresh: string[] = [];
  for (const step of reported) {
    if (seen.size >= MAX_STEPS_PER_CONVERSATION) break;
    if (seen.has(step)) continue;
    seen.add(step);
    fresh.push(step);
  }
  if (fresh.length === 0) return;
  const oldLast = known?.last_step;
  const newLast = seen.has(FUNNEL_COMPLETED) ? FUNNEL_COMPLETED : (fresh.at(-1) as string);
  for (const step of fresh) {
    const ended = step === newLast && newLast !== oldLast ? 1 : 0;
    s.count.run({ ...slice, step, reached: 1, ended });
  }
  if (oldLast !== undefined && oldLast !== newLast) {
    s.count.run({ ...slice, step: oldLast, reached: 0, ended: -1 });
  }
  s.saveConversation.run({
    ...slice,
    conversation: beacon.conversation,
    steps: JSON.stringify([...seen]),
    lastStep: newLast,
    at: now.getTime(),
  });
}
