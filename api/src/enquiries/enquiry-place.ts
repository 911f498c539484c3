import { eq, sql } from 'drizzle-orm';
import { type EngineScope, perScope, row, type Steps } from '../db/engine/index.ts';
import type { MatchCriteria } from '../deps.ts';
import { milesBetween } from '../geo/distance.ts';
import { reachOf, servedCitiesAnywhere } from '../geo/nearest-cities.ts';

/** The nearest specialists' city as stored beside the visitor's words (ADR 025). */
export interface EnquiryPlace {
  nearestCity: string | null;
  nearestCityMiles: number | null;
}

const NOWHERE: EnquiryPlace = { nearestCity: null, nearestCityMiles: null };
/** What the one-box form stores for a blank location: no place to measure from. */
const NOT_SPECIFIED = 'not specified';

const cityOfSpecialist = perScope(({ db, tables: { cities, specialists } }) =>
  db
    .select({ name: cities.name, latitude: cities.latitude, longitude: cities.longitude })
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(eq(specialists.id, sql.placeholder('id')))
    .prepare(),
);

/** The visitor's place, read from their words, then the postcode, then the page's city. */
function* placeOf(on: EngineScope, criteria: MatchCriteria) {
  const texts = [criteria.location, criteria.postcode ?? '', criteria.citySlug ?? ''];
  for (const text of texts) {
    if (!text.trim() || text.trim().toLowerCase() === NOT_SPECIFIED) continue;
    const reach = yield* reachOf(on, text);
    if (reach) return reach.point;
  }
  return undefined;
}

/**
 * Which directory city's specialists an enquiry went to and how far that is from the visitor's
 * place, in whole miles: the city of the first recipient (matching ranks the nearest city
 * first); with nobody matched, the nearest city with specialists at any distance, so operators
 * see how far the job is from anyone. Nothing for an enquiry to one named specialist, or when
 * neither the words nor the postcode are a place (the city is still named, without a distance).
 *
 * @example
 * yield* placeOfEnquiry(on, { location: 'Isle of Wight', serviceText: 'Carpet' }, recipients);
 * // { nearestCity: 'Portsmouth', nearestCityMiles: 11 }
 */
export function* placeOfEnquiry(
  on: EngineScope,
  criteria: MatchCriteria,
  recipients: { id: number }[],
): Steps<EnquiryPlace> {
  if (criteria.specialistId !== undefined) return NOWHERE;
  const point = yield* placeOf(on, criteria);
  const [first] = recipients;
  if (first) {
    const city = yield* row(cityOfSpecialist(on), { id: first.id });
    if (!city) return NOWHERE;
    const placed = point && city.latitude !== null && city.longitude !== null;
    return {
      nearestCity: city.name,
      nearestCityMiles: placed
        ? Math.round(
            milesBetween(point, { latitude: city.latitude ?? 0, longitude: city.longitude ?? 0 }),
          )
        : null,
    };
  }
  if (!point) return NOWHERE;
  const [nearest] = yield* servedCitiesAnywhere(on, point);
  return nearest ? { nearestCity: nearest.name, nearestCityMiles: nearest.distanceMiles } : NOWHERE;
}
