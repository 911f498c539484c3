import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  type EngineScope,
  perScope,
  rows,
  runOnSqliteNow,
  type Steps,
} from '../db/engine/index.ts';
import { offersService } from '../db/offers-service.ts';

export interface SpecialistContact {
  id: number;
  name: string;
  email: string;
}

export interface RankQuery {
  cityId: number;
  /** Only specialists offering this service; any specialist in the city when absent. */
  serviceSlug?: string;
  limit: number;
}

/**
 * The query of one variant (any service, or one given as `serviceSlug`), prepared once per
 * connection. Its order is written exactly as in `specialists_match_idx` (SQLite migration
 * 0015, PostgreSQL 0005), so either engine reads that index.
 */
function rankQuery(on: EngineScope, withService: boolean) {
  const { specialists } = on.tables;
  const tierRank = sql`(case ${specialists.tier} when 'featured' then 0 when 'standard' then 1 else 2 end)`;
  const averageRating = sql`(case when ${specialists.reviewCount} = 0 then 0
  else ${specialists.ratingSum} * 1.0 / ${specialists.reviewCount} end)`;
  // Never served comes first: SQLite's order of nulls, which PostgreSQL must be told.
  const leastServed = (column: typeof specialists.lastLeadAt | typeof specialists.lastLeadSeq) =>
    on.dialect === 'sqlite' ? asc(column) : sql`${column} nulls first`;
  /*
   * The limit written as an expression, not a bare `limit ?`: SQLite lets a bare bound LIMIT
   * steer the plan, so it re-prepares such a statement every time the limit is bound (~15 µs a
   * query on the 50k data set); `? + 0` is bound like any value. Drizzle inlines an SQL object
   * as the limit.
   */
  const limit =
    on.dialect === 'sqlite'
      ? (sql`${sql.placeholder('limit')} + 0` as unknown as Placeholder)
      : sql.placeholder('limit');
  const offering = withService ? offersService(on, sql.placeholder('serviceSlug')) : undefined;
  return on.db
    .select({ id: specialists.id, name: specialists.name, email: specialists.email })
    .from(specialists)
    .where(
      and(
        eq(specialists.cityId, sql.placeholder('cityId')),
        eq(specialists.status, 'active'),
        offering,
      ) as SQL,
    )
    .orderBy(
      tierRank,
      sql`${averageRating} desc`,
      leastServed(specialists.lastLeadAt),
      leastServed(specialists.lastLeadSeq),
      asc(specialists.id),
    )
    .limit(limit)
    .prepare();
}

const statements = perScope((on) => ({
  anyService: rankQuery(on, false),
  oneService: rankQuery(on, true),
}));

/**
 * Active specialists of a city in fair order: featured tier first, then the average rating of
 * published reviews, then whoever has waited longest since its last lead (never served first),
 * then the oldest listing. Within a tie leads therefore go round: each specialist of the tied
 * group gets one before any gets a second.
 *
 * One query along `specialists_match_idx`, whose entries are in exactly this order
 * (`last_lead_at` is kept by triggers on `enquiry_recipients`), so a match reads the first
 * `limit` entries of its city whatever the city's size or its lead history.
 *
 * @example
 * const firms = yield* rankedInCity(on, { cityId, serviceSlug: 'carpet', limit: 3 });
 */
export function* rankedInCity(on: EngineScope, q: RankQuery): Steps<SpecialistContact[]> {
  const prepared = statements(on);
  return q.serviceSlug
    ? yield* rows(prepared.oneService, {
        cityId: q.cityId,
        serviceSlug: q.serviceSlug,
        limit: q.limit,
      })
    : yield* rows(prepared.anyService, { cityId: q.cityId, limit: q.limit });
}

/** `rankedInCity` on SQLite at once, for synchronous callers. */
export function rankActiveSpecialists(db: DbExecutor, q: RankQuery): SpecialistContact[] {
  return runOnSqliteNow(db, rankedInCity, q);
}
