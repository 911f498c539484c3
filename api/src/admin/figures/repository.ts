import { type SQL, sql } from 'drizzle-orm';
import { GRACE_PERIOD_MS } from '../../billing/listing-tier.ts';
import { type EngineScope, epochMsOf, type Steps, sqlRows } from '../../db/engine/index.ts';
import type { Period } from './period.ts';

/*
 * Every query reads one bounded index range: enquiries by enquiries_created_idx and their leads
 * by enquiry_recipients' key, claims by claim_requests_created_idx, plans by
 * subscriptions_created_idx and subscriptions_status_idx (query-plan.test.ts holds them to it).
 * The same SQL on both engines but for days and weeks of a time; rows come back as each driver
 * reads them (PostgreSQL's counts and differences of times are bigint strings, its tests
 * booleans), so each is read into numbers here.
 */

/** An instant bound as the time columns store it: epoch ms on SQLite, a timestamp on PostgreSQL. */
const instant = (on: EngineScope, ms: number) =>
  sql.param(new Date(ms), on.tables.enquiries.createdAt);

const inPeriod = (on: EngineScope, column: SQL, period: Period) =>
  sql`${column} >= ${instant(on, period.start)} and ${column} < ${instant(on, period.end)}`;

/** The UTC day of a time column, as YYYY-MM-DD. */
const dayOf = (on: EngineScope, column: SQL) =>
  on.dialect === 'sqlite'
    ? sql`date(${column} / 1000, 'unixepoch')`
    : sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Monday of the UTC week of a time column, as YYYY-MM-DD. */
const weekOf = (on: EngineScope, column: SQL) =>
  on.dialect === 'sqlite'
    ? sql`date(${column} / 1000, 'unixepoch', 'weekday 0', '-6 days')`
    : sql`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

type Counted<T> = Omit<T, 'n'> & { n: number | string };
const counted = <T extends { n: number }>(found: Counted<T>[]) =>
  found.map((group) => ({ ...group, n: Number(group.n) }) as T);

/** One row per day, source, city and flooring of the period's enquiries: one read of the range. */
export function* enquiryGroups(on: EngineScope, period: Period): Steps<EnquiryGroup[]> {
  const found = yield* sqlRows<Counted<EnquiryGroup>>(
    sql`select ${dayOf(on, sql`created_at`)} as day, kind, nearest_city as city,
        nullif(flooring_type, '') as flooring, count(*) as n
      from enquiries where ${inPeriod(on, sql`created_at`, period)}
      group by day, kind, city, flooring`,
  );
  return counted(found);
}

export interface EnquiryGroup {
  day: string;
  kind: 'chat' | 'simple' | 'job';
  city: string | null;
  flooring: string | null;
  n: number;
}

const leadsOfPeriod = (on: EngineScope, period: Period) =>
  sql`enquiries e join enquiry_recipients r on r.enquiry_id = e.id
    where ${inPeriod(on, sql`e.created_at`, period)}`;

const delayColumn = (on: EngineScope) =>
  sql`${epochMsOf(on, sql`r.first_response_at`)} - ${epochMsOf(on, sql`r.created_at`)}`;

const delayOf = (delay: number | string | null) => (delay === null ? null : Number(delay));

/**
 * Each lead of the period's enquiries: its specialist, ms to the first answer (a reply, a quote
 * or 'contacted'; null: none yet), whether it was quoted (a quote was sent, or the firm marked
 * it quoted or won) and won (the firm marked it won, or the customer accepted its quote, which
 * marks it won).
 */
export function* periodLeads(on: EngineScope, period: Period): Steps<PeriodLead[]> {
  const found = yield* sqlRows<{
    specialistId: number;
    delay: number | string | null;
    quoted: number | boolean;
    won: number | boolean;
  }>(
    sql`select r.specialist_id as "specialistId", ${delayColumn(on)} as delay,
        (r.status in ('quoted', 'won') or exists (select 1 from quotes q
          where q.enquiry_id = r.enquiry_id and q.specialist_id = r.specialist_id)) as quoted,
        r.status = 'won' as won
      from ${leadsOfPeriod(on, period)}`,
  );
  return found.map((lead) => ({
    specialistId: lead.specialistId,
    delay: delayOf(lead.delay),
    quoted: Number(lead.quoted) as 0 | 1,
    won: Number(lead.won) as 0 | 1,
  }));
}

export interface PeriodLead {
  specialistId: number;
  delay: number | null;
  quoted: 0 | 1;
  won: 0 | 1;
}

/** Each lead of the period: its specialist and ms to the first answer (null: none yet). */
export function* leadDelays(
  on: EngineScope,
  period: Period,
): Steps<{ specialistId: number; delay: number | null }[]> {
  const found = yield* sqlRows<{ specialistId: number; delay: number | string | null }>(
    sql`select r.specialist_id as "specialistId", ${delayColumn(on)} as delay
      from ${leadsOfPeriod(on, period)}`,
  );
  return found.map((lead) => ({ specialistId: lead.specialistId, delay: delayOf(lead.delay) }));
}

export function* unmatchedEnquiries(on: EngineScope, period: Period): Steps<number> {
  const [found] = yield* sqlRows<{ n: number | string }>(
    sql`select count(*) as n from enquiries e where ${inPeriod(on, sql`e.created_at`, period)}
        and not exists (select 1 from enquiry_recipients r where r.enquiry_id = e.id)`,
  );
  return Number(found?.n ?? 0);
}

type WeekCount = { week: string; n: number };

export function* claimsPerWeek(on: EngineScope, period: Period) {
  type ClaimWeek = WeekCount & { status: 'pending' | 'approved' | 'rejected' };
  const found = yield* sqlRows<Counted<ClaimWeek>>(
    sql`select ${weekOf(on, sql`created_at`)} as week, status, count(*) as n from claim_requests
      where ${inPeriod(on, sql`created_at`, period)} group by week, status`,
  );
  return counted<ClaimWeek>(found);
}

/**
 * Plans started each week, and plans that ended: a plan cancelled or expired has not changed
 * since it ended, so its `updated_at` is when it ended.
 */
export function* plansPerWeek(on: EngineScope, period: Period) {
  const started = yield* sqlRows<Counted<WeekCount>>(
    sql`select ${weekOf(on, sql`created_at`)} as week, count(*) as n from subscriptions
      where ${inPeriod(on, sql`created_at`, period)} group by week`,
  );
  const ended = yield* sqlRows<Counted<WeekCount>>(
    sql`select ${weekOf(on, sql`updated_at`)} as week, count(*) as n from subscriptions
      where status in ('canceled', 'incomplete_expired')
        and ${inPeriod(on, sql`updated_at`, period)}
      group by week`,
  );
  return { started: counted<WeekCount>(started), ended: counted<WeekCount>(ended) };
}

/** Plans giving their tier now: active, trialing, or past due within the grace period. */
export function* livePlansByTier(on: EngineScope, now: Date) {
  type TierCount = { tier: 'standard' | 'featured'; n: number };
  const found = yield* sqlRows<Counted<TierCount>>(
    sql`select tier, count(*) as n from subscriptions
      where status in ('active', 'trialing', 'past_due')
        and (status <> 'past_due'
          or past_due_since > ${instant(on, now.getTime() - GRACE_PERIOD_MS)})
      group by tier`,
  );
  return counted<TierCount>(found);
}
