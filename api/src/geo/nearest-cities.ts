import type { NearbyCity, PlaceMatch } from '../contract/geo.ts';
import { citySlug } from '../contract/slug.ts';
import type { DbExecutor } from '../mail/outbox.ts';
import { milesBetween } from './distance.ts';
import { loadGazetteer } from './gazetteer.ts';
import { type CityPoint, countActiveSpecialists, listCityPoints } from './repository.ts';
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

/** A directory city within `NEAREST_RADIUS_MILES` of a place. */
export interface CityInReach {
  city: CityPoint;
  miles: number;
}

export interface CitiesInReach {
  match: PlaceMatch;
  /** Nearest first, served or not. */
  cities: CityInReach[];
}

/**
 * Resolves free text (postcode, city, town, village, county, 'Town, County') and lists every
 * directory city within 50 miles of it, nearest first, whether or not anyone works there; `null`
 * when the text is no place. Reads only the few dozen city rows.
 *
 * @example
 * citiesInReach(db, 'Stockport')?.cities[0]; // { city: { slug: 'manchester', ... }, miles: 6.2 }
 */
export function citiesInReach(db: DbExecutor, text: string): CitiesInReach | null {
  const cities = listCityPoints(db);
  const bySlug = new Map(cities.map((city) => [city.slug, city]));
  const place = resolvePlaceText(loadGazetteer(), (name) => bySlug.get(citySlug(name)), text);
  if (!place) return null;
  const inReach = cities
    .map((city) => ({ city, miles: milesBetween(place, city) }))
    .filter(({ miles }) => miles <= NEAREST_RADIUS_MILES)
    .sort((a, b) => a.miles - b.miles);
  return { match: place.match, cities: inReach };
}

/**
 * Resolves free text as `citiesInReach` does and lists the nearest directory cities, nearest
 * first, that have active specialists (offering `serviceSlug` when given) within 50 miles, with
 * how many. Counts specialists only for the cities it returns and those it skips on the way.
 *
 * @example
 * nearestServedCities(db, 'Stockport').nearest[0]; // { slug: 'manchester', distanceMiles: 6, ... }
 */
export function nearestServedCities(
  db: DbExecutor,
  text: string,
  serviceSlug?: string,
): NearestCities {
  const reach = citiesInReach(db, text);
  if (!reach) return { match: null, nearest: [] };
  const nearest: ServedCity[] = [];
  for (const { city, miles } of reach.cities) {
    const specialistCount = countActiveSpecialists(db, city.id, serviceSlug);
    if (specialistCount === 0) continue;
    const { id, slug, name } = city;
    nearest.push({ id, slug, name, distanceMiles: Math.round(miles), specialistCount });
    if (nearest.length === NEAREST_CITY_LIMIT) break;
  }
  return { match: reach.match, nearest };
}
