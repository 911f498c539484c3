import { type AdminFiguresQuery, FIGURES_DEFAULT_DAYS, FIGURES_MAX_DAYS } from '@flo/contract';
import { HttpError } from '../../http/errors.ts';

export const DAY_MS = 86_400_000;

/** A period of whole UTC days: `start` inclusive and `end` exclusive, epoch ms. */
export interface Period {
  from: string;
  to: string;
  days: number;
  start: number;
  end: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function dayStart(day: string, field: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || isoDay(ms) !== day) throw badPeriod(field, 'Not a date in the calendar');
  return ms;
}

const badPeriod = (field: string, message: string) =>
  new HttpError(400, 'validation_failed', 'The request is not valid', { [field]: [message] });

/**
 * The period asked for, with the defaults filled in: up to today (UTC) and 30 days long. A start
 * after the end, or a period longer than `maxDays` (FIGURES_MAX_DAYS unless given), is a 400:
 * every figure reads an index range of at most that many days.
 */
export function resolvePeriod(
  query: Pick<AdminFiguresQuery, 'from' | 'to'>,
  now: Date,
  maxDays = FIGURES_MAX_DAYS,
): Period {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const endDay = query.to ? dayStart(query.to, 'to') : today;
  const startDay = query.from
    ? dayStart(query.from, 'from')
    : endDay - (FIGURES_DEFAULT_DAYS - 1) * DAY_MS;
  if (startDay > endDay) throw badPeriod('from', 'The start must not be after the end');
  const days = (endDay - startDay) / DAY_MS + 1;
  if (days > maxDays) {
    throw badPeriod('from', `A period of at most ${maxDays} days`);
  }
  return {
    from: isoDay(startDay),
    to: isoDay(endDay),
    days,
    start: startDay,
    end: endDay + DAY_MS,
  };
}

/** Each UTC day of the period, oldest first. */
export const daysOf = (period: Period) =>
  Array.from({ length: period.days }, (_, i) => isoDay(period.start + i * DAY_MS));

/** The Monday (UTC) of each week the period touches, oldest first. */
export function weeksOf(period: Period): string[] {
  const mondayOf = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: string[] = [];
  for (let week = mondayOf(period.start); week < period.end; week += 7 * DAY_MS) {
    weeks.push(isoDay(week));
  }
  return weeks;
}
