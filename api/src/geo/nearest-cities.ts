import type { NearbyCity, PlaceChoice, PlaceMatch } from '@flo/contract';
import { citySlug } from '@flo/contract';
import type { DbExecutor } from '../db/client.ts';
import { type EngineScope, runOnSqliteNow, type Steps } from '../db/engine/index.ts';
import { type CityPoint, type PlacedCities, placedCities, pointsBetween } from './city-points.ts';
import { milesBetween } from './distance.ts';
import { type GeoPoint, loadGazetteer } from './gazetteer.ts';
import { activeSpecialistsIn } from './repository.ts';
import { resolvePlaceText, suggestPlaces } from './resolve-place.ts';

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
  /** The name fits several places: which the visitor may mean (the rest is for the first). */
  choices: PlaceChoice[];
}

/** What a visitor's place text reads as, with what to offer when it finds nobody near. */
export interface PlaceReading extends NearestCities {
  /** No place by that name: the closest names the gazetteer has. */
  suggestions: PlaceChoice[];
  /** Placed, but nobody within 50 miles: the nearest served cities at any distance. */
  distant: ServedCity[];
}

/** A directory city within `NEAREST_RADIUS_MILES` of a place. */
export interface CityInReach {
  city: CityPoint;
  miles: number;
}

export interface CitiesInReach {
  match: PlaceMatch;
  /** Where the text was placed, to measure a city outside the radius from. */
  point: GeoPoint;
  choices: PlaceChoice[];
  /** Nearest first, served or not. */
  cities: CityInReach[];
}

/**
 * Resolves free text (postcode, city, town, village, county, 'Town, County') and lists every
 * directory city within 50 miles of it, nearest first, whether or not anyone works there; `null`
 * when the text is no place. Measures only the cities in the latitude band the radius spans.
 *
 * @example
 * (yield* reachOf(on, 'Stockport'))?.cities[0]; // { city: { slug: 'manchester', ... }, miles: 6.2 }
 */
export function* reachOf(on: EngineScope, text: string): Steps<CitiesInReach | null> {
  const placed = yield* placedCities(on);
  let read = readings.get(placed);
  if (!read) {
    read = new Map();
    readings.set(placed, read);
  }
  let reach = read.get(text);
  if (reach === undefined) {
    reach = measureReach(placed, text);
    if (read.size === KEPT_READINGS) read.clear();
    read.set(text, reach);
  }
  return reach;
}

/**
 * Texts already read against one copy of the city points, so an enquiry's matching and its
 * place, and the enquiries after it from the same town, resolve the text once; a new copy (a
 * city moved) starts afresh. At most this many per copy.
 */
const readings = new WeakMap<PlacedCities, Map<string, CitiesInReach | null>>();
const KEPT_READINGS = 1_000;

function measureReach(placed: PlacedCities, text: string): CitiesInReach | null {
  const directoryCity = (name: string) => placed.bySlug.get(citySlug(name));
  const place = resolvePlaceText(loadGazetteer(), directoryCity, text);
  if (!place) return null;
  const inReach = pointsBetween(
    placed,
    place.latitude - RADIUS_DEGREES_OF_LATITUDE,
    place.latitude + RADIUS_DEGREES_OF_LATITUDE,
  )
    .map((city) => ({ city, miles: milesBetween(place, city) }))
    .filter(({ miles }) => miles <= NEAREST_RADIUS_MILES)
    .sort((a, b) => a.miles - b.miles);
  return {
    match: place.match,
    point: { latitude: place.latitude, longitude: place.longitude },
    choices: place.choices ?? [],
    cities: inReach,
  };
}

/**
 * Resolves free text as `reachOf` does and lists the nearest directory cities, nearest first,
 * that have active specialists (offering `serviceSlug` when given) within 50 miles, with how
 * many. Counts specialists only for the cities it returns and those it skips on the way.
 *
 * @example
 * (await engine.run(servedCitiesNear, 'Stockport')).nearest[0]; // { slug: 'manchester', distanceMiles: 6, ... }
 */
export function* servedCitiesNear(
  on: EngineScope,
  text: string,
  serviceSlug?: string,
): Steps<NearestCities> {
  const reach = yield* reachOf(on, text);
  if (!reach) return { match: null, nearest: [], choices: [] };
  return {
    match: reach.match,
    nearest: yield* servedAmong(on, reach.cities, serviceSlug),
    choices: reach.choices,
  };
}

/** The first `NEAREST_CITY_LIMIT` of `cities` (nearest first) with active specialists. */
function* servedAmong(
  on: EngineScope,
  cities: CityInReach[],
  serviceSlug?: string,
): Steps<ServedCity[]> {
  const served: ServedCity[] = [];
  for (const { city, miles } of cities) {
    const specialistCount = yield* activeSpecialistsIn(on, city.id, serviceSlug);
    if (specialistCount === 0) continue;
    const { id, slug, name } = city;
    served.push({ id, slug, name, distanceMiles: Math.round(miles), specialistCount });
    if (served.length === NEAREST_CITY_LIMIT) break;
  }
  return served;
}

/**
 * The served cities nearest a point at any distance, nearest first, at most 3: for a place
 * nobody within 50 miles covers (Shetland, the Highlands, the Scilly Isles).
 *
 * @example
 * (yield* servedCitiesAnywhere(on, lerwick))[0]; // { slug: 'aberdeen', distanceMiles: 180, ... }
 */
export function* servedCitiesAnywhere(
  on: EngineScope,
  point: GeoPoint,
  serviceSlug?: string,
): Steps<ServedCity[]> {
  const all = (yield* placedCities(on)).byId
    .map((city) => ({ city, miles: milesBetween(point, city) }))
    .sort((a, b) => a.miles - b.miles);
  return yield* servedAmong(on, all, serviceSlug);
}

/**
 * `servedCitiesNear`, and what to offer when that finds nobody: the closest names for text
 * that is no place ('Manchster'), or the nearest served cities beyond 50 miles for a place
 * nobody near covers.
 *
 * @example
 * (await engine.run(placeReading, 'St Ives, Cornwall', 'carpet')).distant[0]; // { slug: 'plymouth', distanceMiles: 46, ... }
 */
export function* placeReading(
  on: EngineScope,
  text: string,
  serviceSlug?: string,
): Steps<PlaceReading> {
  const reach = yield* reachOf(on, text);
  if (!reach) {
    return {
      match: null,
      nearest: [],
      choices: [],
      suggestions: suggestPlaces(loadGazetteer(), text),
      distant: [],
    };
  }
  const nearest = yield* servedAmong(on, reach.cities, serviceSlug);
  const distant =
    nearest.length > 0 ? [] : yield* servedCitiesAnywhere(on, reach.point, serviceSlug);
  return { match: reach.match, nearest, choices: reach.choices, suggestions: [], distant };
}

// The same on SQLite at once, for callers that are still synchronous.

/** `reachOf` on SQLite. */
export function citiesInReach(db: DbExecutor, text: string): CitiesInReach | null {
  return runOnSqliteNow(db, reachOf, text);
}

/** `servedCitiesNear` on SQLite. */
export function nearestServedCities(db: DbExecutor, text: string, serviceSlug?: string) {
  return runOnSqliteNow(db, servedCitiesNear, text, serviceSlug);
}

/** `placeReading` on SQLite. */
export function readPlace(db: DbExecutor, text: string, serviceSlug?: string): PlaceReading {
  return runOnSqliteNow(db, placeReading, text, serviceSlug);
}
