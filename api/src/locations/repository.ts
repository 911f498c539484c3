import type { LocationPageText } from '@flo/contract';
import { eq, sql } from 'drizzle-orm';
import {
  caseless,
  type Engine,
  type EngineScope,
  row,
  rows,
  runKept,
  type Steps,
  sqlRows,
} from '../db/engine/index.ts';

export interface CityCount {
  slug: string;
  name: string;
  region: string;
  specialistCount: number;
}

/**
 * Every city with its number of active specialists, by region then name: a count over every
 * active specialist, which SQLite keeps in memory until the next write.
 */
export function listCitiesWithCounts(engine: Engine): CityCount[] | Promise<CityCount[]> {
  return runKept(engine, 'city-counts', readCitiesWithCounts);
}

/** PostgreSQL answers counts and bigint sums as strings: they are made numbers here. */
function* readCitiesWithCounts(on: EngineScope): Steps<CityCount[]> {
  const found = yield* sqlRows<Omit<CityCount, 'specialistCount'> & { specialistCount: unknown }>(
    sql`select c.slug as slug, c.name as name, c.region as region,
      count(sp.id) as "specialistCount"
    from cities c
    left join specialists sp on sp.city_id = c.id and sp.status = 'active'
    group by c.id
    order by ${caseless(on, sql`c.region`)}, ${caseless(on, sql`c.name`)}`,
  );
  return found.map((city) => ({ ...city, specialistCount: Number(city.specialistCount) }));
}

export interface CityFigures {
  slug: string;
  name: string;
  region: string;
  postcodeAreas: string[];
  specialistCount: number;
  reviewCount: number;
  ratingSum: number;
  services: { slug: string; name: string; specialistCount: number }[];
  pages: LocationPageText[];
}

/**
 * A city with the totals of its active specialists, or undefined for an unknown slug; a scan of
 * the city's specialists, which SQLite keeps in memory until the next write.
 */
export function findCityFigures(
  engine: Engine,
  slug: string,
): CityFigures | undefined | Promise<CityFigures | undefined> {
  return runKept(engine, `city-figures:${slug}`, readCityFigures, slug);
}

function* readCityFigures(on: EngineScope, slug: string): Steps<CityFigures | undefined> {
  const { cities } = on.tables;
  const city = yield* row(
    on.db
      .select({
        id: cities.id,
        slug: cities.slug,
        name: cities.name,
        region: cities.region,
        postcodeAreas: cities.postcodeAreas,
      })
      .from(cities)
      .where(eq(cities.slug, slug)),
  );
  if (!city) return undefined;
  const [totals] = yield* sqlRows<Record<'specialistCount' | 'reviewCount' | 'ratingSum', unknown>>(
    sql`select count(*) as "specialistCount", coalesce(sum(sp.review_count), 0) as "reviewCount",
        coalesce(sum(sp.rating_sum), 0) as "ratingSum"
      from specialists sp
      where sp.city_id = ${city.id} and sp.status = 'active'`,
  );
  const services = yield* sqlRows<{ slug: string; name: string; specialistCount: unknown }>(
    sql`select sv.slug as slug, sv.name as name, count(*) as "specialistCount"
      from specialist_services ss
      join specialists sp on sp.id = ss.specialist_id
      join services sv on sv.slug = ss.service_slug
      where sp.city_id = ${city.id} and sp.status = 'active'
      group by sv.slug
      order by "specialistCount" desc, sv.name`,
  );
  const { id, ...named } = city;
  return {
    ...named,
    pages: yield* findLocationPageTexts(on, id),
    specialistCount: Number(totals?.specialistCount ?? 0),
    reviewCount: Number(totals?.reviewCount ?? 0),
    ratingSum: Number(totals?.ratingSum ?? 0),
    services: services.map((service) => ({
      ...service,
      specialistCount: Number(service.specialistCount),
    })),
  };
}

/** The admin-written texts of a city's pages (one per city page and per service at most). */
export function* findLocationPageTexts(on: EngineScope, cityId: number): Steps<LocationPageText[]> {
  const { locationPages } = on.tables;
  return yield* rows(
    on.db
      .select({
        serviceSlug: locationPages.serviceSlug,
        intro: locationPages.intro,
        seoTitle: locationPages.seoTitle,
        seoDescription: locationPages.seoDescription,
      })
      .from(locationPages)
      .where(eq(locationPages.cityId, cityId))
      // The city's own page (no service) first on both engines: PostgreSQL sorts nulls last.
      .orderBy(sql`${locationPages.serviceSlug} asc nulls first`),
  );
}
