import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type CardRow, publishedStats } from './cards.ts';

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
const average = sql`coalesce(round(st.s * 10.0 / st.n), -1)`;
const featuredFirst = sql`(sp.tier = 'featured') desc`;
const byName = sql`sp.name collate nocase asc, sp.id asc`;

function orderFor(filters: SearchFilters): SQL {
  switch (filters.sort) {
    case 'rating':
      return sql`${average} desc, coalesce(st.n, 0) desc, ${byName}`;
    case 'reviews':
      return sql`coalesce(st.n, 0) desc, ${average} desc, ${byName}`;
    case 'name':
      return byName;
    default:
      return filters.match
        ? sql`${relevance} asc, ${featuredFirst}, ${average} desc, ${byName}`
        : sql`${featuredFirst}, ${average} desc, coalesce(st.n, 0) desc, ${byName}`;
  }
}

/** The shared FROM and WHERE of the count and the page, so both always agree. */
function fromWhere(filters: SearchFilters): SQL {
  const conditions: SQL[] = [sql`sp.status = 'active'`];
  if (filters.match) conditions.push(sql`specialist_search match ${filters.match}`);
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
  if (filters.tier) conditions.push(sql`sp.tier = ${filters.tier}`);
  if (filters.minRatingTenths !== undefined) {
    conditions.push(sql`st.n > 0 and round(st.s * 10.0 / st.n) >= ${filters.minRatingTenths}`);
  }
  const fts = filters.match
    ? sql`join specialist_search on specialist_search.rowid = sp.id`
    : sql``;
  return sql`from specialists sp
    join cities c on c.id = sp.city_id
    left join ${publishedStats} st on st.specialist_id = sp.id
    ${fts}
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * One page of active specialists matching every given filter, and how many match in all.
 *
 * @example
 * const { rows, total } = searchSpecialists(db, { match: '"oak"*', sort: 'relevance', limit: 20, offset: 0 });
 */
export function searchSpecialists(
  db: Db,
  filters: SearchFilters,
): { rows: CardRow[]; total: number } {
  const body = fromWhere(filters);
  const total = db.get<{ n: number }>(sql`select count(*) as n ${body}`)?.n ?? 0;
  if (total === 0 || filters.offset >= total) return { rows: [], total };
  const rows = db.all<CardRow>(sql`select sp.id as id, sp.name as name, sp.slug as slug,
      c.name as city, sp.tier as tier, coalesce(st.n, 0) as reviewCount, coalesce(st.s, 0) as ratingSum
    ${body}
    order by ${orderFor(filters)}
    limit ${filters.limit} offset ${filters.offset}`);
  return { rows, total };
}
