import { type Coverage, MAX_SERVICE_RADIUS_MILES } from '@flo/contract';
import type { DbExecutor } from '../db/client.ts';
import { type EngineScope, runOnSqliteNow, type Steps } from '../db/engine/index.ts';
import { placedCities, pointsBetween } from './city-points.ts';
import { milesBetween } from './distance.ts';
import { type GeoPoint, loadGazetteer, type Place } from './gazetteer.ts';

/** Places this size or larger count as towns a radius takes in. */
const TOWN_POPULATION = 10_000;
/** Most towns inside a radius the picture names (the largest), besides those the business named. */
const RADIUS_TOWN_LIMIT = 8;
/** Most directory cities drawn around the coverage for bearings. */
const NEARBY_CITY_LIMIT = 12;
/** A place this close to the city centre is the city itself (its suburbs). */
const SAME_AS_BASE_MILES = 2;
/**
 * Directory cities this many times the coverage's reach away are still offered for bearings: the
 * picture is wider than tall, and the site leaves out those that fall outside it.
 */
const CITY_REACH_FACTOR = 2;
/** The smallest span the picture shows, for a business that named no radius or town. */
const MIN_VIEW_MILES = 10;

const MILES_PER_DEGREE_OF_LATITUDE = milesBetween(
  { latitude: 0, longitude: 0 },
  { latitude: 1, longitude: 0 },
);

let townsByLatitude: Place[] | undefined;

/** The gazetteer's towns, sorted by latitude once per process, for band searches. */
function towns(): Place[] {
  townsByLatitude ??= loadGazetteer()
    .placesOfAtLeast(TOWN_POPULATION)
    .sort((a, b) => a.latitude - b.latitude);
  return townsByLatitude;
}

/** Towns between two latitudes: a binary search to the southern edge, then a walk north. */
function townsBetween(south: number, north: number): Place[] {
  const sorted = towns();
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle]?.latitude ?? 0) < south) low = middle + 1;
    else high = middle;
  }
  const found: Place[] = [];
  for (let i = low; i < sorted.length; i++) {
    const town = sorted[i];
    if (!town || town.latitude > north) break;
    found.push(town);
  }
  return found;
}

const latitudeSpan = (miles: number) => (miles / MILES_PER_DEGREE_OF_LATITUDE) * 1.001;
const point = ({ name, latitude, longitude }: GeoPoint & { name: string }) => ({
  name,
  latitude,
  longitude,
});

/** The place of this name nearest the base, within the furthest a business may travel. */
function placeNamed(base: GeoPoint, name: string) {
  let best: { place: Place; miles: number } | undefined;
  for (const place of loadGazetteer().placesNamed(name)) {
    const miles = milesBetween(base, place);
    if (miles <= MAX_SERVICE_RADIUS_MILES && miles < (best?.miles ?? Number.POSITIVE_INFINITY)) {
      best = { place, miles };
    }
  }
  return best;
}

export interface CoverageListing {
  citySlug: string;
  /** Towns the business typed as covered. */
  areas: string[];
  serviceRadiusMiles: number | null;
}

/**
 * The places of a listing's coverage picture: its city, the towns it named (the one of each name
 * nearest the city), the largest towns inside its radius and the directory cities around it.
 * Reads only the towns and cities in the latitude band the picture spans, from lists kept in
 * memory (the gazetteer, the city points), so a profile costs no table scan. A directory city
 * that is also a town served is drawn once, as a town. Null when the listing's city has no
 * coordinates.
 *
 * @example
 * await engine.run(coverageOn, { citySlug: 'manchester', areas: ['Stockport'], serviceRadiusMiles: 15 });
 * // { base: { name: 'Manchester', ... }, radiusMiles: 15, towns: [{ name: 'Salford', ... }], ... }
 */
export function* coverageOn(on: EngineScope, listing: CoverageListing): Steps<Coverage | null> {
  const placed = yield* placedCities(on);
  const city = placed.bySlug.get(listing.citySlug);
  if (!city) return null;
  const radius = listing.serviceRadiusMiles;
  const served = new Map<string, Coverage['towns'][number]>();
  const add = (place: Place, miles: number, named: boolean): boolean => {
    const key = place.name.toLowerCase();
    if (miles < SAME_AS_BASE_MILES || served.has(key)) return false;
    served.set(key, { ...point(place), miles: Math.round(miles), named });
    return true;
  };
  for (const area of listing.areas) {
    const found = placeNamed(city, area);
    if (found) add(found.place, found.miles, true);
  }
  if (radius !== null) {
    const band = latitudeSpan(radius);
    const inRadius = townsBetween(city.latitude - band, city.latitude + band)
      .map((town) => ({ town, miles: milesBetween(city, town) }))
      .filter(({ miles }) => miles <= radius)
      .sort((a, b) => b.town.population - a.town.population);
    let added = 0;
    for (const { town, miles } of inRadius) {
      if (added === RADIUS_TOWN_LIMIT) break;
      if (add(town, miles, false)) added++;
    }
  }
  const townsServed = [...served.values()].sort((a, b) => a.miles - b.miles);
  const reach = Math.max(radius ?? 0, MIN_VIEW_MILES, ...townsServed.map((town) => town.miles));
  const view = reach * CITY_REACH_FACTOR;
  const viewBand = latitudeSpan(view);
  const nearbyCities = pointsBetween(placed, city.latitude - viewBand, city.latitude + viewBand)
    .filter((other) => other.id !== city.id && !served.has(other.name.toLowerCase()))
    .map((other) => ({ other, miles: milesBetween(city, other) }))
    .filter(({ miles }) => miles <= view)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, NEARBY_CITY_LIMIT)
    .map(({ other }) => ({ ...point(other), slug: other.slug }));
  return { base: point(city), radiusMiles: radius, towns: townsServed, nearbyCities };
}

/** `coverageOn` on SQLite at once, for the profile's synchronous read. */
export function coverageOf(db: DbExecutor, listing: CoverageListing): Coverage | null {
  return runOnSqliteNow(db, coverageOn, listing);
}
