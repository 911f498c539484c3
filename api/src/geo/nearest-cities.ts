import type { NearbyCity, PlaceMatch } from '../contract/geo.ts';
import { citySlug } from '../contract/slug.ts';
import type { DbExecutor } from '../mail/outbox.ts';
import { milesBetween } from './distance.ts';
import { loadGazetteer } from './gazetteer.ts';
import { countActiveSpecialists, listCityPoints } from './repository.ts';
import { resolvePlaceText } from './resolve-place.ts';

/** At most this many cities are offered for one place. */
export const NEAREST_CITY_LIMIT = 3;
/** A city further than this is no longer local: about an hour's drive. */
export const NEAREST_RADIUS_MILES = 50;

/** A served city near the place, with its row id for matching and search. */
export interface ServedCity extends NearbyCity {
  id: number;
}

export interface NearestCities {
  match: PlaceMatch | null;
  nearest: ServedCity[];
}

/**
 * Resolves free text (postcode, city, town, village, county, 'Town, County') and lists the
 * nearest directory cities, nearest first, that have active specialists (offering
 * `serviceSlug` when given) within 50 miles. Reads the few dozen city rows and counts
 * specialists only for the cities it returns, so the cost does not grow with the directory.
 *
 * @example
 * nearestServedCities(db, 'Stockport').nearest[0]; // { slug: 'manchester', distanceMiles: 6, ... }
 */
export function nearestServedCities(
  db: DbExecutor,
  text: string,
  serviceSlug?: string,
): NearestCities {
  const cities = listCityPoints(db);
  const bySlug = new Map(cities.map((city) => [city.slug, city]));
  const place = resolvePlaceText(loadGazetteer(), (name) => bySlug.get(citySlug(name)), text);
  if (!place) return { match: null, nearest: [] };
  const byDistance = cities
    .map((city) => ({ city, miles: milesBetween(place, city) }))
    .filter(({ miles }) => miles <= NEAREST_RADIUS_MILES)
    .sort((a, b) => a.miles - b.miles);
  const nearest: ServedCity[] = [];
  for (const { city, miles } of byDistance) {
    const specialistCount = countActiveSpecialists(db, city.id, serviceSlug);
    if (specialistCount === 0) continue;
    const { id, slug, name } = city;
    nearest.push({ id, slug, name, distanceMiles: Math.round(miles), specialistCount });
    if (nearest.length === NEAREST_CITY_LIMIT) break;
  }
  return { match: place.match, nearest };
}
