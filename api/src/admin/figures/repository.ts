import { type SQL, sql } from 'drizzle-orm';
import { GRACE_PERIOD_MS } from '../../billing/listing-tier.ts';
import type { Db } from '../../db/client.ts';
import type { Period } from './period.ts';

/*
 * Every query reads one bounded index range: enquiries by enquiries_created_idx and their leads
 * by enquiry_recipients' key, claims by claim_requests_created_idx, plans by
 * subscriptions_created_idx and subscriptions_status_idx (query-plan.test.ts holds them to it).
 */

const inPeriod = (column: SQL, period: Period) =>
  sql`${column} >= ${period.start} and ${column} < ${period.end}`;

/** Monday of the UTC week of an epoch-ms column, as YYYY-MM-DD. */
const weekOf = (column: SQL) => sql`date(${column} / 1000, 'unixepoch', 'weekday 0', '-6 days')`;

/** One row per day, source, city and flooring of the period's enquiries: one read of the range. */
export function enquiryGroups(db: Db, period: Period) {
  return db.all<EnquiryGroup>(
    sql`select date(created_at / 1000, 'unixepoch') as day, kind, nearest_city as city,
        nullif(flooring_type, '') as flooring, count(*) as n
      from enquiries where ${inPeriod(sql`created_at`, period)} group by day, kind, city, flooring`,
  );
}

export interface EnquiryGroup {
  day: string;
  kind: 'chat' | 'simple' | 'job';
  city: string | null;
  flooring: string | null;
  n: number;
}

const leadsOfPeriod = (period: Period) =>
  sql`enquiries e join enquiry_recipients r on r.enquiry_id = e.id
    where ${inPeriod(sql`e.created_at`, period)}`;

/**
 * Each lead of the period's enquiries: its specialist, ms to the first answer (a reply, a quote
 * or 'contacted'; null: none yet), whether it was quoted (a quote was sent, or the firm marked
 * it quoted or won) and won (the firm marked it won, or the customer accepted its quote, which
 * marks it won).
 */
export function periodLeads(db: Db, period: Period) {
  return db.all<PeriodLead>(
    sql`select r.specialist_id as specialistId, r.first_response_at - r.created_at as delay,
        (r.status in ('quoted', 'won') or exists (select 1 from quotes q
          where q.enquiry_id = r.enquiry_id and q.specialist_id = r.specialist_id)) as quoted,
        r.status = 'won' as won
      from ${leadsOfPeriod(period)}`,
  );
}

export interface PeriodLead {
  specialistId: number;
  delay: number | null;
  quoted: 0 | 1;
  won: 0 | 1;
}

/** Each lead of the period: its specialist and ms to the first answer (null: none yet). */
export function leadDelays(db: Db, period: Period) {
  return db.all<{ specialistId: number; delay: number | null }>(
    sql`select r.specialist_id as specialistId, r.first_response_at - r.created_at as delay
      from ${leadsOfPeriod(period)}`,
  );
}

export function unmatchedEnquiries(db: Db, period: Period): number {
  return (
    db.get<{ n: number }>(
      sql`select count(*) as n from enquiries e where ${inPeriod(sql`e.created_at`, period)}
        and not exists (select 1 from enquiry_recipients r where r.enquiry_id = e.id)`,
    )?.n ?? 0
  );
}

export function claimsPerWeek(db: Db, period: Period) {
  return db.all<{ week: string; status: 'pending' | 'approved' | 'rejected'; n: number }>(
    sql`select ${weekOf(sql`created_at`)} as week, status, count(*) as n from claim_requests
      where ${inPeriod(sql`created_at`, period)} group by week, status`,
  );
}

/**
 * Plans started each week, and plans that ended: a plan cancelled or expired has not changed
 * since it ended, so its `updated_at` is when it ended.
 */
export function plansPerWeek(db: Db, period: Period) {
  const started = db.all<{ week: string; n: number }>(
    sql`select ${weekOf(sql`created_at`)} as week, count(*) as n from subscriptions
      where ${inPeriod(sql`created_at`, period)} group by week`,
  );
  const ended = db.all<{ week: string; n: number }>(
    sql`select ${weekOf(sql`updated_at`)} as week, count(*) as n from subscriptions
      where status in ('canceled', 'incomplete_expired') and ${inPeriod(sql`updated_at`, period)}
      group by week`,
  );
  return { started, ended };
}

/** Plans giving their tier now: active, trialing, or past due within the grace period. */
export function livePlansByTier(db: Db, now: Date) {
  return db.all<{ tier: 'standard' | 'featured'; n: number }>(
    sql`select tier, count(*) as n from subscriptions
      where status in ('active', 'trialing', 'past_due')
        and (status <> 'past_due' or past_due_since > ${now.getTime() - GRACE_PERIOD_MS})
      group by tier`,
  );
}
