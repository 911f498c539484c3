import {
  FUNNEL_COMPLETED,
  FUNNEL_MAX_ORIGINS_PER_DAY,
  FUNNEL_STARTED,
  type FunnelBeacon,
} from '@flo/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  changes,
  type EngineScope,
  perScope,
  row,
  type Steps,
  sqlRows,
} from '../db/engine/index.ts';

/*
 * The funnel's beacon, written once for SQLite and PostgreSQL (ADR 042, 050): one unit of work
 * per beacon, which the route commits through `engine.commit`.
 */

/** Distinct steps kept per conversation; Flo's statechart has fewer than 80 states. */
export const MAX_STEPS_PER_CONVERSATION = 100;

/** Where a conversation runs as the funnel stores it: 'site', an origin, or 'other'. */
export type FunnelOrigin =
  | { kind: 'site' }
  | { kind: 'origin'; origin: string }
  | { kind: 'other' };

/**
 * PostgreSQL's advisory lock class of the funnel's keys: the two-key form, whose key space is
 * apart from the one-key locks of migrations, copies and jobs.
 */
const FUNNEL_LOCK_CLASS = 4_204_201;

const statements = perScope(({ db, tables }) => {
  const { floFunnelConversations: conversations, floFunnelDaily: daily } = tables;
  const { floFunnelOrigins: origins } = tables;
  const slice = {
    flow: sql.placeholder('flow'),
    day: sql.placeholder('day'),
    pageType: sql.placeholder('pageType'),
    arm: sql.placeholder('arm'),
    origin: sql.placeholder('origin'),
  };
  const named = and(
    eq(origins.day, sql.placeholder('day')),
    eq(origins.origin, sql.placeholder('origin')),
  );
  return {
    conversation: db
      .select({
        flow: conversations.flow,
        day: conversations.day,
        pageType: conversations.pageType,
        arm: conversations.arm,
        origin: conversations.origin,
        steps: conversations.steps,
        lastStep: conversations.lastStep,
      })
      .from(conversations)
      .where(eq(conversations.conversation, sql.placeholder('conversation')))
      .prepare(),
    // The slice stays as first stored; the steps (JSON text, or jsonb) and the last step move.
    saveConversation: db
      .insert(conversations)
      .values({
        ...slice,
        conversation: sql.placeholder('conversation'),
        steps: sql.placeholder('steps'),
        lastStep: sql.placeholder('lastStep'),
        updatedAt: sql.placeholder('at'),
      })
      .onConflictDoUpdate({
        target: conversations.conversation,
        set: {
          steps: sql`excluded.steps`,
          lastStep: sql`excluded.last_step`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .prepare(),
    count: db
      .insert(daily)
      .values({
        ...slice,
        step: sql.placeholder('step'),
        reached: sql.placeholder('reached'),
        ended: sql.placeholder('ended'),
      })
      .onConflictDoUpdate({
        target: [daily.flow, daily.day, daily.pageType, daily.arm, daily.origin, daily.step],
        set: {
          reached: sql`${daily.reached} + excluded.reached`,
          ended: sql`${daily.ended} + excluded.ended`,
        },
      })
      .prepare(),
    namedOrigin: db.select({ id: origins.id }).from(origins).where(named).prepare(),
    namedOrigins: db
      .select({ named: count() })
      .from(origins)
      .where(eq(origins.day, sql.placeholder('day')))
      .prepare(),
    nameOrigin: db
      .insert(origins)
      .values({ day: sql.placeholder('day'), origin: sql.placeholder('origin') })
      .prepare(),
  };
});

/**
 * Makes the rest of this transaction the only one holding `key`: on PostgreSQL a
 * transaction-level advisory lock, so beacons on several nodes at once take turns; SQLite's one
 * writer already runs each transaction alone.
 */
function* holdKey(on: EngineScope, key: string): Steps<void> {
  if (on.dialect === 'sqlite') return;
  yield* sqlRows(sql`select pg_advisory_xact_lock(${FUNNEL_LOCK_CLASS}::int, hashtext(${key}))`);
}

/** The origin stored for a new conversation: named while the day has room, else 'other'. */
function* storedOrigin(on: EngineScope, origin: FunnelOrigin, day: string): Steps<string> {
  if (origin.kind !== 'origin') return origin.kind;
  const s = statements(on);
  const key = { day, origin: origin.origin };
  if ((yield* row(s.namedOrigin, key)) !== undefined) return origin.origin;
  // Naming is rare (a few origins a day): hold the day, and look again after waiting for it.
  yield* holdKey(on, `flo_funnel_origins:${day}`);
  if (on.dialect === 'postgres' && (yield* row(s.namedOrigin, key)) !== undefined) {
    return origin.origin;
  }
  const named = (yield* row(s.namedOrigins, { day }))?.named ?? 0;
  if (named >= FUNNEL_MAX_ORIGINS_PER_DAY) return 'other';
  yield* changes(s.nameOrigin, key);
  return origin.origin;
}

/**
 * Adds one beacon to the day's counts; run it with `engine.commit`. A conversation keeps the
 * slice (flow, page type, arm, origin, day) of its first beacon, so its counts always add up
 * within one slice. Each step the conversation has not reported before adds one to `reached`;
 * its `ended` mark moves from its old last step to its new one, so `ended` counts the
 * conversations that reached a step and no later one. A completed conversation's mark stays
 * on `completed`. A conversation first seen without `started` is counted as started. Beacons of
 * one conversation on several nodes take turns, and each writes the day's rows in the order of
 * their steps, so two beacons at once never wait on each other's rows.
 *
 * @example
 * await engine.commit(recordBeacon, beacon, { kind: 'site' }, new Date());
 */
export function* recordBeacon(
  on: EngineScope,
  beacon: FunnelBeacon,
  origin: FunnelOrigin,
  now: Date,
): Steps<void> {
  const s = statements(on);
  yield* holdKey(on, `flo_funnel_conversations:${beacon.conversation}`);
  const known = yield* row(s.conversation, { conversation: beacon.conversation });
  let slice: { flow: string; day: string; pageType: string; arm: string; origin: string };
  if (known) {
    const { flow, day, pageType, arm } = known;
    slice = { flow, day, pageType, arm, origin: known.origin };
  } else {
    const day = now.toISOString().slice(0, 10);
    const { flow, pageType, arm } = beacon;
    slice = { flow, day, pageType, arm, origin: yield* storedOrigin(on, origin, day) };
  }
  const seen = new Set<string>(known?.steps ?? []);
  const reported = known ? beacon.steps : [FUNNEL_STARTED, ...beacon.steps];
  const fresh: string[] = [];
  for (const step of reported) {
    if (seen.size >= MAX_STEPS_PER_CONVERSATION) break;
    if (seen.has(step)) continue;
    seen.add(step);
    fresh.push(step);
  }
  if (fresh.length === 0) return;
  const oldLast = known?.lastStep;
  const newLast = seen.has(FUNNEL_COMPLETED) ? FUNNEL_COMPLETED : (fresh.at(-1) as string);
  const counts = fresh.map((step) => ({
    step,
    reached: 1,
    ended: step === newLast && newLast !== oldLast ? 1 : 0,
  }));
  if (oldLast !== undefined && oldLast !== newLast) {
    counts.push({ step: oldLast, reached: 0, ended: -1 });
  }
  counts.sort((a, b) => (a.step < b.step ? -1 : 1));
  for (const counted of counts) yield* changes(s.count, { ...slice, ...counted });
  yield* changes(s.saveConversation, {
    ...slice,
    conversation: beacon.conversation,
    steps: [...seen],
    lastStep: newLast,
    at: now,
  });
}
