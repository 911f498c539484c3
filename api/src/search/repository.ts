import { SEARCH_MATCH_CAP } from '@flo/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  caseless,
  type Engine,
  type EngineScope,
  jsonArrayHas,
  rows,
  runKept,
  type Steps,
  sqlRows,
} from '../db/engine/index.ts';
import type { CardRow } from './cards.ts';
import type { SearchMatch } from './fts-query.ts';

export type SearchSort = 'relevance' | 'rating' | 'reviews' | 'name';

export interface SearchFilters {
  /** The visitor's words as each engine matches them (see `searchMatch`). */
  match?: SearchMatch;
  /** Only specialists in these cities; an empty list matches nothing. */
  cityIds?: number[];
  serviceSlug?: string;
  /** Only specialists on this listing tier (the featured page). */
  tier?: 'featured';
  /** Minimum rounded average in tenths (4.5 → 45), as the card shows it. */
  minRatingTenths?: number;
  sort: SearchSort;
  limit: number;
  offset: number;
}

/** City ids by slug, or whose postcode areas include `area` ('LS' → Leeds). */
export function* findCityIds(
  on: EngineScope,
  by: { slug?: string; postcodeArea?: string },
): Steps<number[]> {
  const { cities } = on.tables;
  const conditions: SQL[] = [];
  if (by.slug !== undefined) conditions.push(eq(cities.slug, by.slug));
  if (by.postcodeArea !== undefined) {
    conditions.push(jsonArrayHas(on, cities.postcodeAreas, by.postcodeArea));
  }
  if (conditions.length === 0) return [];
  const found = yield* rows(
    on.db
      .select({ id: cities.id })
      .from(cities)
      .where(and(...conditions)),
  );
  return found.map((city) => city.id);
}

/*
 * The kept totals on specialists (see migration 0008). The default order is written exactly as
 * the listing indexes are, so the database walks an index instead of sorting every match.
 */
const byName = (on: EngineScope) => sql`${caseless(on, sql`sp.name`)} asc, sp.id asc`;

function orderFor(on: EngineScope, filters: SearchFilters): SQL {
  switch (filters.sort) {
    case 'rating':
      return sql`sp.rating_tenths desc, sp.review_count desc, ${byName(on)}`;
    case 'reviews':
      return sql`sp.review_count desc, sp.rating_tenths desc, ${byName(on)}`;
    case 'name':
      return byName(on);
    default:
      return filters.match
        ? sql`sp.score asc, (sp.tier = 'featured') desc, sp.rating_tenths desc, ${byName(on)}`
        : sql`(sp.tier = 'featured') desc, sp.rating_tenths desc, sp.review_count desc, ${byName(on)}`;
  }
}

/** The conditions every search applies, text match aside. */
function conditionsFor(on: EngineScope, filters: SearchFilters): SQL[] {
  const sqlite = on.dialect === 'sqlite';
  const conditions: SQL[] = [sql`sp.status = 'active'`];
  if (filters.cityIds) {
    conditions.push(
      filters.cityIds.length > 0
        ? sql`sp.city_id in (${sql.join(
            filters.cityIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sqlite
          ? sql`0`
          : sql`false`,
    );
  }
  if (filters.serviceSlug) {
    conditions.push(sql`exists (select 1 from specialist_services ss
      where ss.specialist_id = sp.id and ss.service_slug = ${filters.serviceSlug})`);
  }
  // Written as the listing index's expression, so the featured page reads that index.
  if (filters.tier) {
    conditions.push(sqlite ? sql`(sp.tier = 'featured') = 1` : sql`(sp.tier = 'featured')`);
  }
  if (filters.minRatingTenths !== undefined) {
    // Unary + keeps SQLite from reading the rating index for this range (it would, without
    // ANALYZE statistics), so the city or listing index still drives the query and its order.
    conditions.push(sql`+sp.rating_tenths >= ${filters.minRatingTenths}`);
  }
  return conditions;
}

/**
 * The full-text part of a text search: the matching rows of `specialist_search` (rowid =
 * specialist id) joined to their specialist, and the relevance score, lower for a better match
 * on both engines. SQLite: FTS5's bm25 with weights per column (name 10, description 1, city 4,
 * services 4: a name hit matters most), CROSS JOIN keeping the full-text index as the outer loop
 * (matches read in rowid order, each looked up by id). PostgreSQL: ts_rank over the same
 * weights (migration 0004) negated, the matches taken in rowid order too, so a capped search
 * keeps the same matches.
 */
function matching(on: EngineScope, match: SearchMatch) {
  if (on.dialect === 'sqlite') {
    return {
      from: sql`specialist_search cross join specialists sp on sp.id = specialist_search.rowid`,
      where: sql`specialist_search match ${match.fts}`,
      score: sql`bm25(specialist_search, 10.0, 1.0, 4.0, 4.0)`,
      order: sql``,
    };
  }
  const query = sql`to_tsquery('flo_search', ${match.tsquery})`;
  return {
    from: sql`specialist_search join specialists sp on sp.id = specialist_search.rowid`,
    where: sql`specialist_search.document @@ ${query}`,
    score: sql`-ts_rank(specialist_search.document, ${query})`,
    order: sql`order by specialist_search.rowid`,
  };
}

/**
 * The specialists a search ranks. Without text: every specialist the filters allow, counted
 * and paged through the listing indexes. With text: the first `SEARCH_MATCH_CAP` (+1, to tell
 * a capped search) matches in rowid order that pass the filters, with their relevance score
 * when `scored`, so a one-word search of the whole country ('carpet') reads a bounded number of
 * rows instead of ranking tens of thousands.
 */
function candidates(on: EngineScope, filters: SearchFilters, scored: boolean): SQL {
  const where = sql.join(conditionsFor(on, filters), sql` and `);
  if (!filters.match) return sql`(select sp.* from specialists sp where ${where}) sp`;
  const text = matching(on, filters.match);
  const columns = scored
    ? sql`sp.id, sp.name, sp.slug, sp.city_id, sp.tier, sp.review_count, sp.rating_sum,
        sp.rating_tenths, ${text.score} as score`
    : sql`sp.id`;
  return sql`(select ${columns} from ${text.from}
      where ${text.where} and ${where}
      ${text.order} limit ${SEARCH_MATCH_CAP + 1}) sp`;
}

/** How many specialists the filters allow (PostgreSQL's count is a bigint string: a number here). */
function* countCandidates(on: EngineScope, filters: SearchFilters): Steps<number> {
  const [counted] = yield* sqlRows<{ n: number | string }>(
    sql`select count(*) as n from ${candidates(on, filters, false)}`,
  );
  return Number(counted?.n ?? 0);
}

export interface SearchPage {
  rows: CardRow[];
  total: number;
  hasMore: boolean;
  totalCapped: boolean;
}

function* searchPage(on: EngineScope, filters: SearchFilters, known?: number): Steps<SearchPage> {
  const counted = known ?? (yield* countCandidates(on, filters));
  const totalCapped = filters.match !== undefined && counted > SEARCH_MATCH_CAP;
  const total = totalCapped ? SEARCH_MATCH_CAP : counted;
  const hasMore = filters.offset + filters.limit < total;
  if (total === 0 || filters.offset >= total) return { rows: [], total, hasMore, totalCapped };
  const limit = Math.min(filters.limit, total - filters.offset);
  const found = yield* sqlRows<CardRow>(sql`select sp.id as id, sp.name as name,
      sp.slug as slug, c.name as city, sp.tier as tier, sp.review_count as "reviewCount",
      sp.rating_sum as "ratingSum"
    from ${candidates(on, filters, true)} join cities c on c.id = sp.city_id
    order by ${orderFor(on, filters)}
    limit ${limit} offset ${filters.offset}`);
  return { rows: found, total, hasMore, totalCapped };
}

/**
 * One page of active specialists matching every given filter, how many match in all (at most
 * `SEARCH_MATCH_CAP` for a text search, with `totalCapped`), and whether a later page exists.
 * Without text the count walks an index over every specialist the filters allow (all of them
 * for the plain list); those filters are few and known, so SQLite keeps the count until a
 * write. On SQLite the page comes at once, without a promise.
 *
 * @example
 * const { rows, total } = await searchSpecialists(engine, { match: searchMatch('oak'), sort: 'relevance', limit: 20, offset: 0 });
 */
export function searchSpecialists(
  engine: Engine,
  filters: SearchFilters,
): SearchPage | Promise<SearchPage> {
  if (filters.match) return engine.runNow(searchPage, filters, undefined);
  const { cityIds, serviceSlug, tier, minRatingTenths } = filters;
  const key = `search-count:${JSON.stringify([cityIds, serviceSlug, tier, minRatingTenths])}`;
  const counted = runKept(engine, key, countCandidates, filters);
  return counted instanceof Promise
    ? counted.then((total) => engine.run(searchPage, filters, total))
    : engine.runNow(searchPage, filters, counted);
}
