import { SERVICE_SLUGS } from '@flo/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The services that have public pages, as an SQL list. */
const serviceSlugList = sql.join(
  SERVICE_SLUGS.map((slug) => sql`${slug}`),
  sql`, `,
);

export interface CityChange {
  slug: string;
  /** Epoch ms of the newest change to an active specialist of the city. */
  changedAt: number;
}

/**
 * Cities with at least one active specialist and when one of them last changed: one seek of
 * `specialists_city_changed_idx` per city.
 */
export function listCityChanges(db: Db): CityChange[] {
  return db.all<CityChange>(sql`select slug, changedAt from (
      select c.slug as slug, (select max(sp.changed_at) from specialists sp
        where sp.city_id = c.id and sp.status = 'active') as changedAt
      from cities c)
    where changedAt is not null order by slug`);
}

/**
 * Each city and service with an active specialist offering it; a city is read along its index
 * until the first such specialist.
 */
export function listCityServices(db: Db): { citySlug: string; serviceSlug: string }[] {
  return db.all(sql`select c.slug as citySlug, s.slug as serviceSlug
    from cities c cross join services s
    where s.slug in (${serviceSlugList}) and exists (select 1 from specialists sp
      where sp.city_id = c.id and sp.status = 'active' and exists (select 1
        from specialist_services ss where ss.specialist_id = sp.id and ss.service_slug = s.slug))
    order by c.slug, s.slug`);
}

/** Services with an active specialist somewhere, read from the service's own index. */
export function listOfferedServices(db: Db): string[] {
  return db
    .all<{ slug: string }>(sql`select s.slug as slug from services s
      where s.slug in (${serviceSlugList}) and exists (select 1 from specialist_services ss
        cross join specialists sp on sp.id = ss.specialist_id
        where ss.service_slug = s.slug and sp.status = 'active')
      order by s.slug`)
    .map((row) => row.slug);
}

/**
 * The numbers of the id ranges (`size` ids each, the first is 1 to `size`) holding at least one
 * active specialist: the highest id from the primary key, then one probe per range.
 */
export function listSpecialistRanges(db: Db, size: number): number[] {
  return db
    .all<{ n: number }>(sql`with recursive part(n) as (
        select 1 where (select max(id) from specialists) is not null
        union all
        select n + 1 from part where n * ${size} < (select max(id) from specialists))
      select n from part where exists (select 1 from specialists
        where id between (n - 1) * ${size} + 1 and n * ${size} and +status = 'active')`)
    .map((row) => row.n);
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
 */
export function listSpecialistsInIdRange(db: Db, first: number, last: number): ListedSpecialist[] {
  return db.all<ListedSpecialist>(sql`select sp.slug as slug, sp.changed_at as changedAt,
      coalesce((select group_concat(ss.service_slug) from specialist_services ss
        where ss.specialist_id = sp.id and ss.service_slug in (${serviceSlugList})), '')
        as serviceSlugs
    from specialists sp
    where sp.id between ${first} and ${last} and +sp.status = 'active'
    order by sp.id`);
}

export function listArticleDates(db: Db): { slug: string; updatedAt: number }[] {
  return db.all(sql`select slug, updated_at as updatedAt from articles order by slug`);
}
