import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, rows, type Steps } from '../db/engine/index.ts';
import { offersService } from '../db/offers-service.ts';
import type { CardRow } from '../search/cards.ts';
import type { GeoPoint } from './gazetteer.ts';

/** Cities without coordinates (new ones, or every city of a database from before them). */
export function* unplacedCities(on: EngineScope): Steps<{ id: number; name: string }[]> {
  const { cities } = on.tables;
  return yield* rows(
    on.db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(or(isNull(cities.latitude), isNull(cities.longitude))),
  );
}

export function* placeCity(on: EngineScope, cityId: number, at: GeoPoint): Steps<void> {
  const { cities } = on.tables;
  yield* changes(
    on.db
      .update(cities)
      .set({ latitude: at.latitude, longitude: at.longitude })
      .where(eq(cities.id, cityId)),
  );
}

/** Active specialists of one city (offering `serviceSlug` when given), from the city index. */
export function* activeSpecialistsIn(
  on: EngineScope,
  cityId: number,
  serviceSlug?: string,
): Steps<number> {
  const { specialists } = on.tables;
  const offering = serviceSlug ? offersService(on, serviceSlug) : undefined;
  const found = yield* row(
    on.db
      // A bigint on PostgreSQL, which node-postgres reads as a string.
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(specialists)
      .where(and(eq(specialists.cityId, cityId), eq(specialists.status, 'active'), offering)),
  );
  return found?.n ?? 0;
}

/** Card rows of these specialists in the order given, for `specialistCards`. */
export function* specialistCardRows(on: EngineScope, ids: number[]): Steps<CardRow[]> {
  if (ids.length === 0) return [];
  const { cities, specialists } = on.tables;
  const found = yield* rows(
    on.db
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
      .where(inArray(specialists.id, ids)),
  );
  return ids.flatMap((id) => found.filter((card) => card.id === id));
}
