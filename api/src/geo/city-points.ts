import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { perConnection } from '../db/per-connection.ts';
import { cities } from '../db/schema.ts';

/** A directory city placed on the map. */
export interface CityPoint {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

interface KnownPoints {
  stamp: number;
  byId: CityPoint[];
  bySlug: Map<string, CityPoint>;
}

/**
 * Every placed city with the stamp it was read at, per connection. Triggers on `cities` give
 * `city_points_version` a new random stamp on any change to a name, slug or point (migration
 * 0016), so one primary-key read tells whether the copy is current: enquiry matching looks
 * cities up for every enquiry, and they change a few times a year.
 */
const cityPoints = perConnection((db) => {
  const stamp = db.select({ stamp: sql<number>`stamp` }).from(sql`city_points_version`).prepare();
  const placed = db
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
    .prepare();
  let known: KnownPoints | undefined;
  return (): KnownPoints => {
    const current = stamp.get()?.stamp ?? 0;
    if (known?.stamp !== current) {
      const byId = placed.all();
      known = { stamp: current, byId, bySlug: new Map(byId.map((city) => [city.slug, city])) };
    }
    return known;
  };
});

/** The directory city with this slug, when it has coordinates. */
export function findCityPointBySlug(db: DbExecutor, slug: string): CityPoint | undefined {
  return cityPoints(db)().bySlug.get(slug);
}

/** Directory cities with coordinates between two latitudes, by id. */
export function listCityPointsBetween(db: DbExecutor, south: number, north: number): CityPoint[] {
  return cityPoints(db)().byId.filter(({ latitude }) => latitude >= south && latitude <= north);
}
