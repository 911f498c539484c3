import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  type EngineScope,
  perScope,
  row,
  rows,
  runOnSqliteNow,
  type Steps,
} from '../db/engine/index.ts';
import { connectionOf } from '../db/per-connection.ts';

/** A directory city placed on the map. */
export interface CityPoint {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** Every placed city, by id and by slug, as read at one stamp. */
export interface PlacedCities {
  byId: CityPoint[];
  bySlug: Map<string, CityPoint>;
}

interface KnownPoints extends PlacedCities {
  stamp: number;
}

const statements = perScope(({ db, tables: { cities } }) => ({
  // A bigint on PostgreSQL, which node-postgres reads as a string.
  stamp: db
    .select({ stamp: sql<number>`stamp`.mapWith(Number) })
    .from(sql`city_points_version`)
    .prepare(),
  placed: db
    .select({
      id: cities.id,
      slug: cities.slug,
      name: cities.name,
      latitude: sql<number>`${cities.latitude}`,
      longitude: sql<number>`${cities.longitude}`,
    })
    .from(cities)
    .where(and(isNotNull(cities.latitude), isNotNull(cities.longitude)))
    .orderBy(asc(cities.id))
    .prepare(),
}));

/**
 * The copy kept per connection: the better-sqlite3 one, or node-postgres's pool or pooled
 * client (drizzle's session client either way), so a PostgreSQL transaction on a pooled
 * connection finds the copy an earlier one left there.
 */
const known = new WeakMap<object, KnownPoints>();

/**
 * Every placed city, read again only when its stamp moved. Triggers on `cities` give
 * `city_points_version` a new random stamp on any change to a name, slug or point (SQLite
 * migration 0016, PostgreSQL 0006), so one primary-key read tells whether the copy is current:
 * enquiry matching looks cities up for every enquiry, and they change a few times a year.
 *
 * @example
 * const { bySlug } = yield* placedCities(on);
 */
export function* placedCities(on: EngineScope): Steps<PlacedCities> {
  const prepared = statements(on);
  const current = (yield* row(prepared.stamp))?.stamp ?? 0;
  const connection = connectionOf(on.db);
  const kept = known.get(connection);
  if (kept?.stamp === current) return kept;
  const byId = yield* rows(prepared.placed);
  const fresh = { stamp: current, byId, bySlug: new Map(byId.map((city) => [city.slug, city])) };
  known.set(connection, fresh);
  return fresh;
}

/** Placed cities between two latitudes, by id. */
export function pointsBetween(placed: PlacedCities, south: number, north: number): CityPoint[] {
  return placed.byId.filter(({ latitude }) => latitude >= south && latitude <= north);
}

/** The directory city with this slug, when it has coordinates (SQLite, for synchronous callers). */
export function findCityPointBySlug(db: DbExecutor, slug: string): CityPoint | undefined {
  return runOnSqliteNow(db, placedCities).bySlug.get(slug);
}

/** Directory cities with coordinates between two latitudes, by id (SQLite, synchronous). */
export function listCityPointsBetween(db: DbExecutor, south: number, north: number): CityPoint[] {
  return pointsBetween(runOnSqliteNow(db, placedCities), south, north);
}
