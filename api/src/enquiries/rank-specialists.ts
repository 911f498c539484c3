import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { offersService } from '../db/offers-service.ts';
import { perConnection } from '../db/per-connection.ts';
import { specialists } from '../db/schema.ts';

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

/** Written exactly as in `specialists_match_idx` (migration 0015), so SQLite reads that index. */
const tierRank = sql`(case ${specialists.tier} when 'featured' then 0 when 'standard' then 1 else 2 end)`;
const averageRating = sql`(case when ${specialists.reviewCount} = 0 then 0
  else ${specialists.ratingSum} * 1.0 / ${specialists.reviewCount} end)`;

/**
 * The limit written as an expression, not a bare `limit ?`: SQLite lets a bare bound LIMIT steer
 * the plan, so it re-prepares such a statement every time the limit is bound (~15 µs a query on
 * the 50k data set); `? + 0` is bound like any value. Drizzle inlines an SQL object as the limit.
 */
const limit = sql`${sql.placeholder('limit')} + 0` as unknown as Placeholder;

/** The query of one variant (any service, or one given as `serviceSlug`), prepared once. */
function rankQuery(db: DbExecutor, withService: boolean) {
  const offering = withService ? offersService(db, sql.placeholder('serviceSlug')) : undefined;
  return db
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
      asc(specialists.lastLeadAt),
      asc(specialists.lastLeadSeq),
      asc(specialists.id),
    )
    .limit(limit)
    .prepare();
}

const statements = perConnection((db) => ({
  anyService: rankQuery(db, false),
  oneService: rankQuery(db, true),
}));

/**
 * Active specialists of a city in fair order: featured tier first, then the average rating of
 * published reviews, then whoever has waited longest since its last lead (never served first),
 * then the oldest listing. Within a tie leads therefore go round: each specialist of the tied
 * group gets one before any gets a second.
 *
 * One query along `specialists_match_idx`, whose entries are in exactly this order
 * (`last_lead_at` is kept by triggers on `enquiry_recipients`), so a match reads the first
 * `limit` entries of its city whatever the city's size or its lead history. Prepared once per
 * connection.
 *
 * @example
 * rankActiveSpecialists(db, { cityId, serviceSlug: 'carpet', limit: 3 });
 */
export function rankActiveSpecialists(db: DbExecutor, q: RankQuery): SpecialistContact[] {
  const prepared = statements(db);
  return q.serviceSlug
    ? prepared.oneService.all({ cityId: q.cityId, serviceSlug: q.serviceSlug, limit: q.limit })
    : prepared.anyService.all({ cityId: q.cityId, limit: q.limit });
}
