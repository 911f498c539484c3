import { SERVICE_SLUGS } from '@flo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type EngineScope, type Steps, sqlRows } from '../db/engine/index.ts';

/** The services that have public pages, as an SQL list. */
const serviceSlugList = sql.join(
  SERVICE_SLUGS.map((slug) => sql`${slug}`),
  sql`, `,
);

/** A time read by raw SQL as epoch ms: SQLite stores the number, node-postgres reads a Date. */
const epochMs = (value: number | Date) => new Date(value).getTime();

/**
 * `column` written so that SQLite does not read an index on it (unary +); PostgreSQL has no
 * unary + for text and plans the query on its own.
 */
const notIndexed = (on: EngineScope, column: SQL) =>
  on.dialect === 'sqlite' ? sql`+${column}` : column;

export interface CityChange {
  slug: string;
  /** Epoch ms of the newest change to an active specialist of the city. */
  changedAt: number;
}

/**
 * Cities with at least one active specialist and when one of them last changed: one seek of
 * `specialists_city_changed_idx` per city.
 */
export function* listCityChanges(_on: EngineScope): Steps<CityChange[]> {
  const found = yield* sqlRows<{ slug: string; changedAt: number | Date }>(sql`select slug,
      "changedAt" from (
      select c.slug as slug, (select max(sp.changed_at) from specialists sp
        where sp.city_id = c.id and sp.status = 'active') as "changedAt"
      from cities c) city_changes
    where "changedAt" is not null order by slug`);
  return found.map((city) => ({ slug: city.slug, changedAt: epochMs(city.changedAt) }));
}

/**
 * Each city and service with an active specialist offering it; a city is read along its index
 * until the first such specialist.
 */
export function* listCityServices(
  _on: EngineScope,
): Steps<{ citySlug: string; serviceSlug: string }[]> {
  return yield* sqlRows(sql`select c.slug as "citySlug", s.slug as "serviceSlug"
    from cities c cross join services s
    where s.slug in (${serviceSlugList}) and exists (select 1 from specialists sp
      where sp.city_id = c.id and sp.status = 'active' and exists (select 1
        from specialist_services ss where ss.specialist_id = sp.id and ss.service_slug = s.slug))
    order by c.slug, s.slug`);
}

/**
 * Services with an active specialist somewhere, read from the service's own index (SQLite's
 * CROSS JOIN keeps specialist_services the outer loop).
 */
export function* listOfferedServices(on: EngineScope): Steps<string[]> {
  const join = on.dialect === 'sqlite' ? sql`cross join` : sql`join`;
  const found = yield* sqlRows<{ slug: string }>(sql`select s.slug as slug from services s
      where s.slug in (${serviceSlugList}) and exists (select 1 from specialist_services ss
        ${join} specialists sp on sp.id = ss.specialist_id
        where ss.service_slug = s.slug and sp.status = 'active')
      order by s.slug`);
  return found.map((service) => service.slug);
}

/**
 * The numbers of the id ranges (`size` ids each, the first is 1 to `size`) holding at least one
 * active specialist: the highest id from the primary key, then one probe per range.
 */
export function* listSpecialistRanges(on: EngineScope, size: number): Steps<number[]> {
  const found = yield* sqlRows<{ n: number }>(sql`with recursive part(n) as (
        select 1 where (select max(id) from specialists) is not null
        union all
        select n + 1 from part where n * ${size} < (select max(id) from specialists))
      select n from part where exists (select 1 from specialists
        where id between (n - 1) * ${size} + 1 and n * ${size}
        and ${notIndexed(on, sql`status`)} = 'active')`);
  return found.map((range) => Number(range.n));
}

export interface ListedSpecialist {
  slug: string;
  /** Epoch ms of the listing or its newest published review, whichever is later. */
  changedAt: number;
  /** Service slugs, comma-separated. */
  serviceSlugs: string;
}

/**
 * The active specialists with ids from `first` to `last`, by id, read along the primary key
 * (`+status` keeps SQLite off the status indexes, which would walk every active specialist).
 * Service slugs in slug order, as SQLite reads them along the primary key.
 */
export function* listSpecialistsInIdRange(
  on: EngineScope,
  first: number,
  last: number,
): Steps<ListedSpecialist[]> {
  const slugs =
    on.dialect === 'sqlite'
      ? sql`group_concat(ss.service_slug)`
      : sql`string_agg(ss.service_slug, ',' order by ss.service_slug)`;
  const found = yield* sqlRows<Omit<ListedSpecialist, 'changedAt'> & { changedAt: number | Date }>(
    sql`select sp.slug as slug, sp.changed_at as "changedAt",
      coalesce((select ${slugs} from specialist_services ss
        where ss.specialist_id = sp.id and ss.service_slug in (${serviceSlugList})), '')
        as "serviceSlugs"
    from specialists sp
    where sp.id between ${first} and ${last} and ${notIndexed(on, sql`sp.status`)} = 'active'
    order by sp.id`,
  );
  return found.map((specialist) => ({ ...specialist, changedAt: epochMs(specialist.changedAt) }));
}

export function* listArticleDates(_on: EngineScope): Steps<{ slug: string; updatedAt: number }[]> {
  const found = yield* sqlRows<{ slug: string; updatedAt: number | Date }>(
    sql`select slug, updated_at as "updatedAt" from articles order by slug`,
  );
  return found.map((article) => ({ slug: article.slug, updatedAt: epochMs(article.updatedAt) }));
}
