import type { LocationPageText } from '@flo/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cachedRead } from '../db/read-cache.ts';
import { locationPages } from '../db/schema.ts';

export interface CityCount {
  slug: string;
  name: string;
  region: string;
  specialistCount: number;
}

/**
 * Every city with its number of active specialists, by region then name: a count over every
 * active specialist, kept in memory until the next write.
 */
export function listCitiesWithCounts(db: Db): CityCount[] {
  return cachedRead(db, 'city-counts', () => readCitiesWithCounts(db));
}

function readCitiesWithCounts(db: Db): CityCount[] {
  return db.all<CityCount>(sql`select c.slug as slug, c.name as name, c.region as region,
      count(sp.id) as specialistCount
    from cities c
    left join specialists sp on sp.city_id = c.id and sp.status = 'active'
    group by c.id
    order by c.region collate nocase, c.name collate nocase`);
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
 * the city's specialists, kept in memory until the next write.
 */
export function findCityFigures(db: Db, slug: string): CityFigures | undefined {
  return cachedRead(db, `city-figures:${slug}`, () => readCityFigures(db, slug));
}

function readCityFigures(db: Db, slug: string): CityFigures | undefined {
  const city = db.get<{ id: number; slug: string; name: string; region: string; areas: string }>(
    sql`select id, slug, name, region, postcode_areas as areas from cities where slug = ${slug}`,
  );
  if (!city) return undefined;
  const totals = db.get<{ specialistCount: number; reviewCount: number; ratingSum: number }>(
    sql`select count(*) as specialistCount, coalesce(sum(sp.review_count), 0) as reviewCount,
        coalesce(sum(sp.rating_sum), 0) as ratingSum
      from specialists sp
      where sp.city_id = ${city.id} and sp.status = 'active'`,
  );
  const services = db.all<{ slug: string; name: string; specialistCount: number }>(
    sql`select sv.slug as slug, sv.name as name, count(*) as specialistCount
      from specialist_services ss
      join specialists sp on sp.id = ss.specialist_id
      join services sv on sv.slug = ss.service_slug
      where sp.city_id = ${city.id} and sp.status = 'active'
      group by sv.slug
      order by specialistCount desc, sv.name`,
  );
  return {
    slug: city.slug,
    name: city.name,
    region: city.region,
    postcodeAreas: JSON.parse(city.areas) as string[],
    pages: findLocationPageTexts(db, city.id),
    specialistCount: totals?.specialistCount ?? 0,
    reviewCount: totals?.reviewCount ?? 0,
    ratingSum: totals?.ratingSum ?? 0,
    services,
  };
}

/** The admin-written texts of a city's pages (one per city page and per service at most). */
export function findLocationPageTexts(db: Db, cityId: number): LocationPageText[] {
  return db
    .select({
      serviceSlug: locationPages.serviceSlug,
      intro: locationPages.intro,
      seoTitle: locationPages.seoTitle,
      seoDescription: locationPages.seoDescription,
    })
    .from(locationPages)
    .where(eq(locationPages.cityId, cityId))
    .orderBy(asc(locationPages.serviceSlug))
    .all();
}
