import type { NearbyCity, PlaceMatch } from '@flo/contract';
import { citySlug } from '@flo/contract';
import type { DbExecutor } from '../db/client.ts';
import { type CityPoint, findCityPointBySlug, listCityPointsBetween } from './city-points.ts';
import { milesBetween } from './distance.ts';
import { loadGazetteer } from './gazetteer.ts';
import { countActiveSpecialists } from './repository.ts';
import { resolvePlaceText } from './resolve-place.ts';

/** At most this many cities are offered for one place. */
export const NEAREST_CITY_LIMIT = 3;
/** A city further than this is no longer local: about an hour's drive. */
export const NEAREST_RADIUS_MILES = 50;
/**
 * Degrees of latitude that `NEAREST_RADIUS_MILES` spans: no point further north or south than
 * this is within the radius (a great circle is never shorter than its north-south part), so only
 * cities in that band are read; a hair wider for rounding.
 */
const RADIUS_DEGREES_OF_LATITUDE =
  (NEAREST_RADIUS_MILES /
    milesBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })) *
  1.001;

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
 * when the text is no place. Measures only the cities in the latitude band the radius spans.
 *
 * @example
 * citiesInReach(db, 'Stockport')?.cities[0]; // { city: { slug: 'manchester', ... }, miles: 6.2 }
 */
export function citiesInReach(db: DbExecutor, text: string): CitiesInReach | null {
  const directoryCity = (name: string) => findCityPointBySlug(db, citySlug(name));
  const place = resolvePlaceText(loadGazetteer(), directoryCity, text);
  if (!place) return null;
  const inReach = listCityPointsBetween(
    db,
    place.latitude - RADIUS_DEGREES_OF_LATITUDE,
    place.latitude + RADIUS_DEGREES_OF_LATITUDE,
  )
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
