import { FUNNEL_COMPLETED, FUNNEL_STARTED } from '@flo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Period } from '../figures/period.ts';

/*
 * Every query reads one index range of flo_funnel_daily: the flow and the period's days
 * (flo_funnel_daily_slice_idx leads with both); the settings changes read audit_log's entity
 * index over the period (query-plan.test.ts holds them to it).
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

/** Reached and ended per arm and step over the slice. */
export const armSteps = (db: Db, slice: FunnelSlice) =>
  db.all<ArmStepCount>(
    sql`select arm, step, sum(reached) as reached, sum(ended) as ended from flo_funnel_daily
      where ${where(slice)} group by arm, step`,
  );

/** Conversations started and completed per day of the slice. */
export const startedAndCompletedPerDay = (db: Db, slice: FunnelSlice) =>
  db.all<{ day: string; step: string; reached: number }>(
    sql`select day, step, sum(reached) as reached from flo_funnel_daily
      where ${where(slice)} and step in (${FUNNEL_STARTED}, ${FUNNEL_COMPLETED})
      group by day, step`,
  );

/** Conversations started per page type, the page-type filter left out: the filter's choices. */
export const startedPerPageType = (db: Db, slice: FunnelSlice) =>
  db.all<{ pageType: string; started: number }>(
    sql`select page_type as pageType, sum(reached) as started from flo_funnel_daily
      where ${where(slice, 'pageType')} and step = ${FUNNEL_STARTED}
      group by page_type order by started desc, page_type`,
  );

/** Conversations started per origin, the origin filter left out: the filter's choices. */
export const startedPerOrigin = (db: Db, slice: FunnelSlice) =>
  db.all<{ origin: string; started: number }>(
    sql`select origin, sum(reached) as started from flo_funnel_daily
      where ${where(slice, 'origin')} and step = ${FUNNEL_STARTED}
      group by origin order by started desc, origin`,
  );

/** The chat settings' audit entries of the period, oldest first (ADR 039). */
export const chatSettingsChanges = (db: Db, period: Period) =>
  db.all<{ at: number; before: string | null; after: string | null }>(
    sql`select at, before_json as before, after_json as after from audit_log
      where entity_kind = 'setting' and entity_id = 'chat'
        and at >= ${period.start} and at < ${period.end}
      order by at`,
  );
