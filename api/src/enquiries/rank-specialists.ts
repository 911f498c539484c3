import { and, asc, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { enquiryRecipients, specialistServices, specialists } from '../db/schema.ts';
import type { DbExecutor } from '../mail/outbox.ts';
import { perConnection } from './per-connection.ts';

export interface SpecialistContact {
  id: number;
  name: string;
  email: string;
}

export interface RankQuery {
  cityId: number;
  /** Only specialists offering this service; any specialist in the city when absent. */
  serviceSlug?: string;
  /** Leads received since this moment count against a specialist, so leads spread out. */
  leadsSince: Date;
  limit: number;
}

/** Written exactly as in `specialists_match_idx` (migration 0012), so SQLite reads that index. */
const tierRank = sql<number>`(case ${specialists.tier} when 'featured' then 0 when 'standard' then 1 else 2 end)`;
const averageRating = sql<number>`(case when ${specialists.reviewCount} = 0 then 0
  else ${specialists.ratingSum} * 1.0 / ${specialists.reviewCount} end)`;

interface Ranked extends SpecialistContact {
  tier: number;
  average: number;
}

const columns = {
  id: specialists.id,
  name: specialists.name,
  email: specialists.email,
  tier: tierRank,
  average: averageRating,
};

const contact = ({ id, name, email }: Ranked): SpecialistContact => ({ id, name, email });

const since = sql.placeholder('since');
const recentLeads = sql<number>`(select count(*) from ${enquiryRecipients}
  where ${enquiryRecipients.specialistId} = ${specialists.id}
  and ${enquiryRecipients.createdAt} >= ${since})`;
/**
 * The limit written as an expression, not a bare `limit ?`: SQLite lets a bare bound LIMIT steer
 * the plan, so it re-prepares such a statement every time the limit is bound (~15 µs a query on
 * the 50k data set); `? + 0` is bound like any value. Drizzle inlines an SQL object as the limit.
 */
const limit = sql`${sql.placeholder('limit')} + 0` as unknown as Placeholder;
const noRecentLead = sql`not exists (select 1 from ${enquiryRecipients}
  where ${enquiryRecipients.specialistId} = ${specialists.id}
  and ${enquiryRecipients.createdAt} >= ${since})`;

/** The queries of one variant (any service, or one given as `serviceSlug`), prepared once. */
function rankQueries(db: DbExecutor, withService: boolean) {
  const offersService = withService
    ? exists(
        db
          .select({ one: sql`1` })
          .from(specialistServices)
          .where(
            and(
              eq(specialistServices.specialistId, specialists.id),
              eq(specialistServices.serviceSlug, sql.placeholder('serviceSlug')),
            ),
          ),
      )
    : undefined;
  const candidates = and(
    eq(specialists.cityId, sql.placeholder('cityId')),
    eq(specialists.status, 'active'),
    offersService,
  ) as SQL;
  const inLastGroup = and(
    candidates,
    sql`${tierRank} = ${sql.placeholder('tier')}`,
    sql`${averageRating} = ${sql.placeholder('average')}`,
  );
  return {
    slice: db
      .select({ ...columns, recentLeads })
      .from(specialists)
      .where(candidates)
      .orderBy(tierRank, sql`${averageRating} desc`, asc(specialists.id))
      .limit(limit)
      .prepare(),
    groupWithoutRecentLead: db
      .select(columns)
      .from(specialists)
      .where(and(inLastGroup, noRecentLead))
      .orderBy(asc(specialists.id))
      .limit(limit)
      .prepare(),
    groupByRecentLeads: db
      .select(columns)
      .from(specialists)
      .where(inLastGroup)
      .orderBy(recentLeads, asc(specialists.id))
      .limit(limit)
      .prepare(),
  };
}

const statements = perConnection((db) => ({
  anyService: rankQueries(db, false),
  oneService: rankQueries(db, true),
}));

/**
 * Active specialists of a city in fair order: featured tier first, then the average rating of
 * published reviews, then whoever received the fewest leads lately, then the oldest listing.
 *
 * Bounded at any size: the first `limit` in (tier, average, id) order come from an index; only
 * the specialists tied with the last of them on tier and average can be reordered by their
 * leads, so leads are counted for the slice and, in that tied group, the first specialists with
 * no recent lead are read along the index. Counting leads for the whole group happens only when
 * too few of it are without a recent lead, which costs the leads that group received lately,
 * never the size of the city. Each query is prepared once per connection.
 *
 * @example
 * rankActiveSpecialists(db, { cityId, serviceSlug: 'carpet', leadsSince, limit: 3 });
 */
export function rankActiveSpecialists(db: DbExecutor, q: RankQuery): SpecialistContact[] {
  const prepared = statements(db);
  const queries = q.serviceSlug ? prepared.oneService : prepared.anyService;
  const since = q.leadsSince.getTime();
  const candidates = {
    cityId: q.cityId,
    ...(q.serviceSlug ? { serviceSlug: q.serviceSlug } : {}),
    since,
  };
  const slice = queries.slice.all({ ...candidates, limit: q.limit });
  const last = slice.at(-1);
  if (!last) return [];
  const tied = (row: Ranked) => row.tier === last.tier && row.average === last.average;
  const ahead = slice.filter((row) => !tied(row));
  const tiedInSlice = slice.filter(tied);
  // The slice's tied rows are the lowest ids of their group: without recent leads, they are
  // exactly the group's first specialists without one, so the group need not be read again.
  let group: Ranked[] = tiedInSlice;
  if (tiedInSlice.some((row) => row.recentLeads > 0)) {
    const inLastGroup = { ...candidates, tier: last.tier, average: last.average };
    const needed = tiedInSlice.length;
    group = queries.groupWithoutRecentLead.all({ ...inLastGroup, limit: needed });
    if (group.length < needed) {
      group = queries.groupByRecentLeads.all({ ...inLastGroup, limit: needed });
    }
  }
  const leadsOf = new Map(ahead.map((row) => [row.id, row.recentLeads]));
  const byFairOrder = (a: Ranked, b: Ranked) =>
    a.tier - b.tier ||
    b.average - a.average ||
    (leadsOf.get(a.id) ?? 0) - (leadsOf.get(b.id) ?? 0) ||
    a.id - b.id;
  return [...ahead.sort(byFairOrder), ...group].map(contact);
}
