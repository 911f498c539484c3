import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { offersService } from '../db/offers-service.ts';
import { cities, specialists } from '../db/schema.ts';
import type { CardRow } from '../search/cards.ts';
import type { GeoPoint } from './gazetteer.ts';

/** Cities without coordinates (new ones, or every city of a database from before them). */
export function listUnplacedCities(db: DbExecutor): { id: number; name: string }[] {
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(or(isNull(cities.latitude), isNull(cities.longitude)))
    .all();
}

export function setCityCoordinates(db: DbExecutor, cityId: number, at: GeoPoint): void {
  db.update(cities)
    .set({ latitude: at.latitude, longitude: at.longitude })
    .where(eq(cities.id, cityId))
    .run();
}

/** Active specialists of one city (offering `serviceSlug` when given), from the city index. */
export function countActiveSpecialists(
  db: DbExecutor,
  cityId: number,
  serviceSlug?: string,
): number {
  const offering = serviceSlug ? offersService(db, serviceSlug) : undefined;
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(specialists)
      .where(and(eq(specialists.cityId, cityId), eq(specialists.status, 'active'), offering))
      .get()?.n ?? 0
  );
}

/** Card rows of these specialists in the order given, for `toSpecialistCards`. */
export function specialistCardRows(db: DbExecutor, ids: number[]): CardRow[] {
  if (ids.length === 0) return [];
  const rows = db
    .select({
      id: specialists.id,
      name: specialists.name,
      slug: specialists.slug,
      city: cities.name,
      tier: specialists.tier,
      reviewCount: specialists.reviewCount,
      ratingSum: specialists.ratingSum,
    })
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(inArray(specialists.id, ids))
    .all();
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
