import { SEARCH_MATCH_CAP } from '@flo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cachedRead } from '../db/read-cache.ts';
import type { CardRow } from './cards.ts';

export type SearchSort = 'relevance' | 'rating' | 'reviews' | 'name';

export interface SearchFilters {
  /** A sanitised FTS5 expression (see `ftsMatchExpression`). */
  match?: string;
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
export function findCityIds(db: Db, by: { slug?: string; postcodeArea?: string }): number[] {
  const conditions: SQL[] = [];
  if (by.slug !== undefined) conditions.push(sql`slug = ${by.slug}`);
  if (by.postcodeArea !== undefined) {
    conditions.push(
      sql`exists (select 1 from json_each(postcode_areas) where value = ${by.postcodeArea})`,
    );
  }
  if (conditions.length === 0) return [];
  return db
    .all<{ id: number }>(sql`select id from cities where ${sql.join(conditions, sql` and `)}`)
    .map((row) => row.id);
}

// bm25 weights per column (name, description, city, services): a name hit matters most.
const relevance = sql`bm25(specialist_search, 10.0, 1.0, 4.0, 4.0)`;
/*
 * The kept totals on specialists (see migration 0008). The default order is written exactly as
 * the listing indexes are, so SQLite walks an index instead of sorting every match.
 */
const listingOrder = sql`(sp.tier = 'featured') desc, sp.rating_tenths desc, sp.review_count desc,
  sp.name collate nocase asc, sp.id asc`;
const byName = sql`sp.name collate nocase asc, sp.id asc`;

function orderFor(filters: SearchFilters): SQL {
  switch (filters.sort) {
    case 'rating':
      return sql`sp.rating_tenths desc, sp.review_count desc, ${byName}`;
    case 'reviews':
      return sql`sp.review_count desc, sp.rating_tenths desc, ${byName}`;
    case 'name':
      return byName;
    default:
      return filters.match
        ? sql`sp.score asc, (sp.tier = 'featured') desc, sp.rating_tenths desc, ${byName}`
        : listingOrder;
  }
}

/** The conditions every search applies, text match aside. */
function conditionsFor(filters: SearchFilters): SQL[] {
  const conditions: SQL[] = [sql`sp.status = 'active'`];
  if (filters.cityIds) {
    conditions.push(
      filters.cityIds.length > 0
        ? sql`sp.city_id in (${sql.join(
            filters.cityIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`0`,
    );
  }
  if (filters.serviceSlug) {
    conditions.push(sql`exists (select 1 from specialist_services ss
      where ss.specialist_id = sp.id and ss.service_slug = ${filters.serviceSlug})`);
  }
  // Written as the listing index's expression, so the featured page reads that index.
  if (filters.tier) conditions.push(sql`(sp.tier = 'featured') = 1`);
  if (filters.minRatingTenths !== undefined) {
    // Unary + keeps SQLite from reading the rating index for this range (it would, without
    // ANALYZE statistics), so the city or listing index still drives the query and its order.
    conditions.push(sql`+sp.rating_tenths >= ${filters.minRatingTenths}`);
  }
  return conditions;
}

/**
 * The specialists a search ranks. Without text: every specialist the filters allow, counted
 * and paged through the listing indexes. With text: the first `SEARCH_MATCH_CAP` (+1, to tell
 * a capped search) matches in index order that pass the filters, with their bm25 score when
 * `scored`, so a one-word search of the whole country ('carpet') reads a bounded number of
 * rows instead of ranking tens of thousands.
 */
function candidates(filters: SearchFilters, scored: boolean): SQL {
  const where = sql.join(conditionsFor(filters), sql` and `);
  if (!filters.match) return sql`(select sp.* from specialists sp where ${where}) sp`;
  const columns = scored
    ? sql`sp.id, sp.name, sp.slug, sp.city_id, sp.tier, sp.review_count, sp.rating_sum,
        sp.rating_tenths, ${relevance} as score`
    : sql`sp.id`;
  // CROSS JOIN keeps the full-text index as the outer loop: matches are read in index order
  // and each looked up by id, instead of testing the match against every active specialist.
  return sql`(select ${columns}
      from specialist_search cross join specialists sp on sp.id = specialist_search.rowid
      where specialist_search match ${filters.match} and ${where}
      limit ${SEARCH_MATCH_CAP + 1}) sp`;
}

export interface SearchPage {
  rows: CardRow[];
  total: number;
  hasMore: boolean;
  totalCapped: boolean;
}

/**
 * One page of active specialists matching every given filter, how many match in all (at most
 * `SEARCH_MATCH_CAP` for a text search, with `totalCapped`), and whether a later page exists.
 *
 * @example
 * const { rows, total } = searchSpecialists(db, { match: '"oak"*', sort: 'relevance', limit: 20, offset: 0 });
 */
export function searchSpecialists(db: Db, filters: SearchFilters): SearchPage {
  const count = () =>
    db.get<{ n: number }>(sql`select count(*) as n from ${candidates(filters, false)}`)?.n ?? 0;
  // Without text a count walks an index over every specialist the filters allow (all of them
  // for the plain list); those filters are few and known, so the count is kept until a write.
  const { cityIds, serviceSlug, tier, minRatingTenths } = filters;
  const key = `search-count:${JSON.stringify([cityIds, serviceSlug, tier, minRatingTenths])}`;
  const counted = filters.match ? count() : cachedRead(db, key, count);
  const totalCapped = filters.match !== undefined && counted > SEARCH_MATCH_CAP;
  const total = totalCapped ? SEARCH_MATCH_CAP : counted;
  const hasMore = filters.offset + filters.limit < total;
  if (total === 0 || filters.offset >= total) return { rows: [], total, hasMore, totalCapped };
  const limit = Math.min(filters.limit, total - filters.offset);
  const rows = db.all<CardRow>(sql`select sp.id as id, sp.name as name, sp.slug as slug,
      c.name as city, sp.tier as tier, sp.review_count as reviewCount, sp.rating_sum as ratingSum
    from ${candidates(filters, true)} join cities c on c.id = sp.city_id
    order by ${orderFor(filters)}
    limit ${limit} offset ${filters.offset}`);
  return { rows, total, hasMore, totalCapped };
}
