import { LEAD_CHART_WEEKS, RESPONSE_WINDOW_DAYS, type ResponseFigures } from '@flo/contract';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { leadCountsSince, leadsPerWeekSince, middleResponseDelays } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const MINUTE_MS = 60 * 1000;

/**
 * How a specialist answered its leads of the last 90 days, measured from the replies and quotes
 * it sent through Flo (a phone call Flo never saw does not count): response rate and median
 * minutes to the first answer.
 *
 * @example
 * const { responseRate, medianFirstResponseMinutes } = await engine.run(measureResponses, 7, new Date());
 */
export function* measureResponses(
  on: EngineScope,
  specialistId: number,
  now: Date,
): Steps<ResponseFigures> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const { leads, answered } = yield* leadCountsSince(on, specialistId, since);
  const middle = yield* middleResponseDelays(on, specialistId, since, answered);
  const median =
    middle.length === 0 ? null : middle.reduce((sum, ms) => sum + ms, 0) / middle.length;
  return {
    leads,
    answered,
    responseRate: leads === 0 ? 0 : Math.round((answered / leads) * 100),
    medianFirstResponseMinutes: median === null ? null : Math.round(median / MINUTE_MS),
  };
}

/** Monday 00:00 UTC of the week `at` falls in. */
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/**
 * Leads per week over the last 12 weeks (Monday to Sunday, UTC), oldest first, empty weeks as 0;
 * the last entry is the current week so far.
 */
export function* leadsPerWeek(
  on: EngineScope,
  specialistId: number,
  now: Date,
): Steps<{ weekStart: string; leads: number }[]> {
  const first = new Date(weekStartOf(now).getTime() - (LEAD_CHART_WEEKS - 1) * WEEK_MS);
  const perWeek = yield* leadsPerWeekSince(on, specialistId, first, WEEK_MS);
  const counted = new Map(perWeek.map((found) => [found.week, found.leads]));
  return Array.from({ length: LEAD_CHART_WEEKS }, (_, week) => ({
    weekStart: new Date(first.getTime() + week * WEEK_MS).toISOString().slice(0, 10),
    leads: counted.get(week) ?? 0,
  }));
}
