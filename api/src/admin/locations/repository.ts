import type { AdminCityInput, AdminLocationPageInput } from '@flo/contract';
import { citySlug } from '@flo/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  caseless,
  changes,
  type EngineScope,
  row,
  rows,
  type Steps,
} from '../../db/engine/index.ts';

/**
 * Every city with its active specialists, counted on the (city_id, status) index (the city's id
 * named with its table: drizzle leaves a lone table's columns unqualified).
 */
export function* listAdminCities(on: EngineScope) {
  const { cities } = on.tables;
  return yield* rows(
    on.db
      .select({
        id: cities.id,
        slug: cities.slug,
        name: cities.name,
        region: cities.region,
        postcodeAreas: cities.postcodeAreas,
        specialistCount: sql<number>`(select count(*) from specialists s
          where s.city_id = ${cities}.id and s.status = 'active')`.mapWith(Number),
      })
      .from(cities)
      .orderBy(caseless(on, cities.name)),
  );
}

export function* findCityBySlug(on: EngineScope, slug: string) {
  const { cities } = on.tables;
  return yield* row(on.db.select().from(cities).where(eq(cities.slug, slug)));
}

/** Adds a city; population is unknown for a city added by hand, so it ranks last. */
export function* insertCity(on: EngineScope, input: AdminCityInput): Steps<number> {
  const { cities } = on.tables;
  const created = yield* row(
    on.db
      .insert(cities)
      .values({ ...input, slug: citySlug(input.name), population: 0 })
      .returning({ id: cities.id }),
  );
  if (!created) throw new Error('The city was not stored');
  return created.id;
}

/** Renames a city or changes its areas; the slug stays, so its public links never break. */
export function* updateCity(on: EngineScope, id: number, input: AdminCityInput): Steps<boolean> {
  const { cities } = on.tables;
  return (yield* changes(on.db.update(cities).set(input).where(eq(cities.id, id)))) > 0;
}

export function* listLocationPages(on: EngineScope) {
  const { cities, locationPages } = on.tables;
  return yield* rows(
    on.db
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
      // A city's own page (no service) first, as SQLite does and PostgreSQL does not by default.
      .orderBy(asc(cities.name), sql`${locationPages.serviceSlug} asc nulls first`),
  );
}

/** The page of a city and service (none: the city's own page), one row per pair. */
const pageOf = (
  { tables: { locationPages } }: EngineScope,
  cityId: number,
  serviceSlug: string | null,
): SQL =>
  and(
    eq(locationPages.cityId, cityId),
    sql`coalesce(${locationPages.serviceSlug}, '') = ${serviceSlug ?? ''}`,
  ) as SQL;

/** Writes the text of one page, replacing what was there (one row per city and service). */
export function* upsertLocationPage(
  on: EngineScope,
  cityId: number,
  input: Omit<AdminLocationPageInput, 'citySlug'>,
  at: Date,
): Steps<void> {
  const { locationPages } = on.tables;
  yield* changes(on.db.delete(locationPages).where(pageOf(on, cityId, input.serviceSlug ?? null)));
  yield* changes(on.db.insert(locationPages).values({ ...input, cityId, updatedAt: at }));
}

export function* deleteLocationPage(on: EngineScope, id: number): Steps<boolean> {
  const { locationPages } = on.tables;
  return (yield* changes(on.db.delete(locationPages).where(eq(locationPages.id, id)))) > 0;
}

/** A city's editable fields, as the audit log compares them. */
export function* cityFields(on: EngineScope, id: number) {
  const { cities } = on.tables;
  return yield* row(
    on.db
      .select({ name: cities.name, region: cities.region, postcodeAreas: cities.postcodeAreas })
      .from(cities)
      .where(eq(cities.id, id)),
  );
}

/** A location page's text by id, or by its city and service, as the audit log compares it. */
export function* locationPageFields(
  on: EngineScope,
  by: { id: number } | { cityId: number; serviceSlug: string | null },
) {
  const { locationPages } = on.tables;
  return yield* row(
    on.db
      .select({
        id: locationPages.id,
        cityId: locationPages.cityId,
        serviceSlug: locationPages.serviceSlug,
        intro: locationPages.intro,
        seoTitle: locationPages.seoTitle,
        seoDescription: locationPages.seoDescription,
      })
      .from(locationPages)
      .where('id' in by ? eq(locationPages.id, by.id) : pageOf(on, by.cityId, by.serviceSlug)),
  );
}
