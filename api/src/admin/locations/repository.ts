import type { AdminCityInput, AdminLocationPageInput } from '@flo/contract';
import { citySlug } from '@flo/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { cities, locationPages } from '../../db/schema.ts';

/** Every city with its active specialists, counted on the (city_id, status) index. */
export function listAdminCities(db: Db) {
  return db.all<{
    id: number;
    slug: string;
    name: string;
    region: string;
    areas: string;
    specialistCount: number;
  }>(sql`select c.id, c.slug, c.name, c.region, c.postcode_areas as areas,
      (select count(*) from specialists s where s.city_id = c.id and s.status = 'active')
        as specialistCount
    from cities c order by c.name collate nocase`);
}

export function findCityBySlug(db: Db, slug: string) {
  return db.select().from(cities).where(eq(cities.slug, slug)).get();
}

/** Adds a city; population is unknown for a city added by hand, so it ranks last. */
export function insertCity(db: DbExecutor, input: AdminCityInput): number {
  return db
    .insert(cities)
    .values({ ...input, slug: citySlug(input.name), population: 0 })
    .returning({ id: cities.id })
    .get().id;
}

/** Renames a city or changes its areas; the slug stays, so its public links never break. */
export function updateCity(db: DbExecutor, id: number, input: AdminCityInput): boolean {
  return db.update(cities).set(input).where(eq(cities.id, id)).run().changes > 0;
}

export function listLocationPages(db: Db) {
  return db
    .select({
      id: locationPages.id,
      citySlug: cities.slug,
      cityName: cities.name,
      serviceSlug: locationPages.serviceSlug,
      intro: locationPages.intro,
      seoTitle: locationPages.seoTitle,
      seoDescription: locationPages.seoDescription,
      updatedAt: locationPages.updatedAt,
    })
    .from(locationPages)
    .innerJoin(cities, eq(cities.id, locationPages.cityId))
    .orderBy(asc(cities.name), asc(locationPages.serviceSlug))
    .all();
}

/** Writes the text of one page, replacing what was there (one row per city and service). */
export function upsertLocationPage(
  db: DbExecutor,
  cityId: number,
  input: Omit<AdminLocationPageInput, 'citySlug'>,
  at: Date,
): void {
  db.transaction((tx) => {
    tx.run(sql`delete from location_pages where city_id = ${cityId}
      and coalesce(service_slug, '') = ${input.serviceSlug ?? ''}`);
    tx.insert(locationPages)
      .values({ ...input, cityId, updatedAt: at })
      .run();
  });
}

export function deleteLocationPage(db: DbExecutor, id: number): boolean {
  return db.delete(locationPages).where(eq(locationPages.id, id)).run().changes > 0;
}

/** A city's editable fields, as the audit log compares them. */
export function cityFields(db: DbExecutor, id: number) {
  return db
    .select({ name: cities.name, region: cities.region, postcodeAreas: cities.postcodeAreas })
    .from(cities)
    .where(eq(cities.id, id))
    .get();
}

/** A location page's text by id, or by its city and service, as the audit log compares it. */
export function locationPageFields(
  db: DbExecutor,
  by: { id: number } | { cityId: number; serviceSlug: string | null },
) {
  return db
    .select({
      id: locationPages.id,
      cityId: locationPages.cityId,
      serviceSlug: locationPages.serviceSlug,
      intro: locationPages.intro,
      seoTitle: locationPages.seoTitle,
      seoDescription: locationPages.seoDescription,
    })
    .from(locationPages)
    .where(
      'id' in by
        ? eq(locationPages.id, by.id)
        : sql`${locationPages.cityId} = ${by.cityId} and coalesce(${locationPages.serviceSlug}, '') = ${by.serviceSlug ?? ''}`,
    )
    .get();
}
