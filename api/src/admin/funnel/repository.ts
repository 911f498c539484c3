import { FUNNEL_COMPLETED, FUNNEL_STARTED } from '@flo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type EngineScope, type Steps, sqlRows } from '../../db/engine/index.ts';
import type { Period } from '../figures/period.ts';

/*
 * Every query reads one index range of flo_funnel_daily: the flow and the period's days
 * (flo_funnel_daily_slice_idx leads with both); the settings changes read audit_log's entity
 * index over the period (query-plan.test.ts holds them to it). The same SQL on both engines;
 * PostgreSQL's sums are bigint strings and its audit times Dates, read into numbers here.
 */

/** The flow, period and optional slices the console asked for. */
export interface FunnelSlice {
  flow: string;
  period: Period;
  pageType?: string;
  origin?: string;
}

function where(slice: FunnelSlice, leaveOut?: 'pageType' | 'origin'): SQL {
  const parts = [
    sql`flow = ${slice.flow} and day >= ${slice.period.from} and day <= ${slice.period.to}`,
  ];
  if (slice.pageType !== undefined && leaveOut !== 'pageType') {
    parts.push(sql`page_type = ${slice.pageType}`);
  }
  if (slice.origin !== undefined && leaveOut !== 'origin') {
    parts.push(sql`origin = ${slice.origin}`);
  }
  return sql.join(parts, sql` and `);
}

export interface ArmStepCount {
  arm: 'a' | 'b';
  step: string;
  reached: number;
  ended: number;
}

type Summed<T, K extends keyof T> = Omit<T, K> & { [key in K]: number | string };

/** Reached and ended per arm and step over the slice. */
export function* armSteps(_on: EngineScope, slice: FunnelSlice): Steps<ArmStepCount[]> {
  const found = yield* sqlRows<Summed<ArmStepCount, 'reached' | 'ended'>>(
    sql`select arm, step, sum(reached) as reached, sum(ended) as ended from flo_funnel_daily
      where ${where(slice)} group by arm, step`,
  );
  return found.map((row) => ({ ...row, reached: Number(row.reached), ended: Number(row.ended) }));
}

type DayStep = { day: string; step: string; reached: number };

/** Conversations started and completed per day of the slice. */
export function* startedAndCompletedPerDay(_on: EngineScope, slice: FunnelSlice): Steps<DayStep[]> {
  const found = yield* sqlRows<Summed<DayStep, 'reached'>>(
    sql`select day, step, sum(reached) as reached from flo_funnel_daily
      where ${where(slice)} and step in (${FUNNEL_STARTED}, ${FUNNEL_COMPLETED})
      group by day, step`,
  );
  return found.map((row) => ({ ...row, reached: Number(row.reached) }));
}

type PageTypeStarts = { pageType: string; started: number };

/** Conversations started per page type, the page-type filter left out: the filter's choices. */
export function* startedPerPageType(_on: EngineScope, slice: FunnelSlice): Steps<PageTypeStarts[]> {
  const found = yield* sqlRows<Summed<PageTypeStarts, 'started'>>(
    sql`select page_type as "pageType", sum(reached) as started from flo_funnel_daily
      where ${where(slice, 'pageType')} and step = ${FUNNEL_STARTED}
      group by page_type order by started desc, page_type`,
  );
  return found.map((row) => ({ ...row, started: Number(row.started) }));
}

type OriginStarts = { origin: string; started: number };

/** Conversations started per origin, the origin filter left out: the filter's choices. */
export function* startedPerOrigin(_on: EngineScope, slice: FunnelSlice): Steps<OriginStarts[]> {
  const found = yield* sqlRows<Summed<OriginStarts, 'started'>>(
    sql`select origin, sum(reached) as started from flo_funnel_daily
      where ${where(slice, 'origin')} and step = ${FUNNEL_STARTED}
      group by origin order by started desc, origin`,
  );
  return found.map((row) => ({ ...row, started: Number(row.started) }));
}

type SettingsChange = { at: Date; before: string | null; after: string | null };

/** The chat settings' audit entries of the period, oldest first (ADR 039). */
export function* chatSettingsChanges(on: EngineScope, period: Period): Steps<SettingsChange[]> {
  // Bound as the column stores a time: epoch ms on SQLite, a timestamp on PostgreSQL.
  const instant = (ms: number) => sql.param(new Date(ms), on.tables.auditLog.at);
  const found = yield* sqlRows<Omit<SettingsChange, 'at'> & { at: number | Date }>(
    sql`select at, before_json as before, after_json as after from audit_log
      where entity_kind = 'setting' and entity_id = 'chat'
        and at >= ${instant(period.start)} and at < ${instant(period.end)}
      order by at`,
  );
  return found.map((entry) => ({ ...entry, at: new Date(entry.at) }));
}
